// Demo seed data for Staffing Spotlight.
// Every company and person below is fictional. Websites use the reserved
// example.com domain. No ratings or reviews are included.

export interface DemoCompany {
  name: string;
  website: string | null;
  description: string;
  industry: string;
  location: string;
  employee_count: string | null;
  /** Values of the directory's lists (app/features/companies/directory.ts). */
  specialties: string[];
  services: string[];
  states: string[];
}

export interface DemoMovement {
  name: string;
  previous_role: string | null;
  new_role: string;
  company: string;
  previous_company: string | null;
  location: string | null;
  description: string;
  tags: string[];
}

export const demoCompanies: DemoCompany[] = [
  {
    name: "Quillmark Tech Staffing",
    website: "https://quillmark.example.com",
    description:
      "Quillmark places software engineers, QA analysts and cloud administrators on contract and contract-to-hire assignments with SaaS companies and regional banks across Central Texas. Most engagements run six to eighteen months, and the team also supports small product groups hiring their first DevOps staff.",
    industry: "IT Staffing",
    location: "Austin, TX",
    employee_count: "51-200",
    specialties: ["it"],
    services: ["temporary", "temp-to-hire"],
    states: ["TX"],
  },
  {
    name: "Larkhaven Clinical Staffing",
    website: "https://larkhaven.example.com",
    description:
      "Larkhaven supplies travel and per diem registered nurses, respiratory therapists and surgical technologists to hospitals and outpatient surgery centers in Tennessee, Kentucky and northern Alabama. Its credentialing team handles licensure checks and compliance files before each shift begins.",
    industry: "Healthcare Staffing",
    location: "Nashville, TN",
    employee_count: "201-500",
    specialties: ["healthcare"],
    services: ["temporary"],
    states: ["TN", "KY", "AL"],
  },
  {
    name: "Ironbend Workforce Solutions",
    website: "https://ironbend.example.com",
    description:
      "Ironbend recruits machine operators, forklift drivers, assemblers and packaging associates for manufacturers and food processors throughout central Ohio. The firm runs on-site coordinators at several high-volume client plants and schedules weekend and overnight shifts.",
    industry: "Light Industrial",
    location: "Columbus, OH",
    employee_count: "501-1,000",
    specialties: ["light-industrial", "logistics"],
    services: ["temporary", "temp-to-hire"],
    states: ["OH"],
  },
  {
    name: "Veyra Executive Partners",
    website: "https://veyra.example.com",
    description:
      "Veyra conducts retained searches for CFOs, COOs and division presidents at privately held manufacturers and distribution companies in the Midwest. The partners also assist boards with succession planning and interim leadership placements during ownership transitions.",
    industry: "Executive Search",
    location: "Chicago, IL",
    employee_count: "11-50",
    specialties: ["executive-search"],
    services: ["direct-hire"],
    states: ["IL", "IN", "MI", "WI", "MN", "MO", "OH"],
  },
  {
    name: "Ledgerpine Accounting Talent",
    website: "https://ledgerpine.example.com",
    description:
      "Ledgerpine places staff accountants, payroll specialists and financial analysts with banks, credit unions and mid-sized corporations in the Charlotte region. The firm offers temporary coverage during month-end close and audit season as well as direct-hire searches for controllers.",
    industry: "Finance & Accounting",
    location: "Charlotte, NC",
    employee_count: "51-200",
    specialties: ["finance-accounting"],
    services: ["temporary", "direct-hire"],
    states: ["NC", "SC"],
  },
  {
    name: "Trussfield Engineering Staffing",
    website: "https://trussfield.example.com",
    description:
      "Trussfield provides piping designers, process engineers and project controls specialists to petrochemical plants and engineering contractors along the Gulf Coast. Assignments range from short turnaround projects to multi-year capital builds.",
    industry: "Engineering",
    location: "Houston, TX",
    employee_count: "201-500",
    specialties: ["engineering"],
    services: ["temporary", "direct-hire"],
    states: ["TX", "LA"],
  },
  {
    name: "Calderwick Legal Staffing",
    website: "https://calderwick.example.com",
    description:
      "Calderwick supplies contract attorneys, paralegals and litigation support staff to law firms and corporate legal departments in Philadelphia and southern New Jersey. Much of its work involves assembling discovery teams for litigation and regulatory matters.",
    industry: "Legal Staffing",
    location: "Philadelphia, PA",
    employee_count: "11-50",
    specialties: ["legal"],
    services: ["temporary", "direct-hire"],
    states: ["PA", "NJ"],
  },
  {
    name: "Inkmoor Creative Talent",
    website: "https://inkmoor.example.com",
    description:
      "Inkmoor connects freelance and full-time copywriters, UX designers and content strategists with outdoor apparel brands, agencies and nonprofits in the Pacific Northwest. The team also staffs short-term production crews for photo and video campaigns.",
    industry: "Creative & Marketing",
    location: "Portland, OR",
    employee_count: "11-50",
    specialties: ["sales-marketing"],
    services: ["temporary", "direct-hire"],
    states: ["OR", "WA"],
  },
  {
    name: "Peptara Scientific Staffing",
    website: "https://peptara.example.com",
    description:
      "Peptara places research associates, lab technicians and quality control chemists with biotech startups and contract research organizations in the San Diego area. It also supports clinical operations teams hiring study coordinators and regulatory specialists.",
    industry: "Life Sciences",
    location: "San Diego, CA",
    employee_count: "51-200",
    specialties: ["scientific-clinical"],
    services: ["temporary", "temp-to-hire", "direct-hire"],
    states: ["CA"],
  },
  {
    name: "Saltmeadow Hospitality Staffing",
    website: "https://saltmeadow.example.com",
    description:
      "Saltmeadow staffs banquet servers, line cooks, housekeepers and front desk agents for resorts, convention venues and event caterers in Central Florida. Scheduling runs seven days a week to cover peak tourist seasons and large conferences.",
    industry: "Hospitality",
    location: "Orlando, FL",
    employee_count: "201-500",
    specialties: ["hospitality"],
    services: ["temporary"],
    states: ["FL"],
  },
  {
    name: "Chalkridge Education Staffing",
    website: "https://chalkridge.example.com",
    description:
      "Chalkridge recruits substitute teachers, paraprofessionals and special education aides for public and charter school districts along Colorado's Front Range. The firm manages background checks, onboarding and daily absence filling for partner schools.",
    industry: "Education",
    location: "Denver, CO",
    employee_count: "51-200",
    specialties: ["education"],
    services: ["temporary"],
    states: ["CO"],
  },
  {
    name: "Palletline Logistics Staffing",
    website: "https://palletline.example.com",
    description:
      "Palletline supplies warehouse associates, order pickers, inventory clerks and dispatch coordinators to distribution centers and third-party logistics providers around Memphis. Seasonal ramp-up programs help clients add hundreds of workers ahead of the holiday shipping peak.",
    industry: "Logistics & Supply Chain",
    location: "Memphis, TN",
    employee_count: "501-1,000",
    specialties: ["logistics"],
    services: ["temporary", "temp-to-hire"],
    states: ["TN", "MS", "AR"],
  },
  {
    name: "Marbleway Federal Staffing",
    website: "https://marbleway.example.com",
    description:
      "Marbleway recruits cleared systems engineers, program analysts and contracts specialists for prime and subcontractors supporting federal civilian and defense agencies in Northern Virginia. Many roles require active Secret or Top Secret clearances.",
    industry: "Government Contracting",
    location: "Arlington, VA",
    employee_count: "201-500",
    specialties: ["engineering", "it"],
    services: ["direct-hire", "temporary"],
    states: ["VA", "DC", "MD"],
  },
  {
    name: "Threadstone RPO",
    website: "https://threadstone.example.com",
    description:
      "Threadstone runs outsourced recruiting programs for regional health systems, retailers and insurance carriers across the Southeast. Its embedded recruiters manage sourcing, screening and offer coordination, and the firm reports time-to-fill metrics to clients each month.",
    industry: "RPO",
    location: "Atlanta, GA",
    employee_count: "201-500",
    specialties: ["healthcare", "administrative"],
    services: ["rpo"],
    states: ["GA", "FL", "AL", "SC", "NC", "TN"],
  },
  {
    name: "Norvale Data Recruiting",
    website: "https://norvale.example.com",
    description:
      "Norvale focuses on data engineers, analytics developers and machine learning specialists for retailers, logistics firms and healthcare technology companies in the Puget Sound region. It fills both contract and permanent roles, often for teams moving workloads to the cloud.",
    industry: "IT Staffing",
    location: "Seattle, WA",
    employee_count: "51-200",
    specialties: ["it"],
    services: ["temporary", "direct-hire"],
    states: ["WA"],
  },
  {
    name: "Tamsford Nurse Network",
    website: null,
    description:
      "Tamsford provides licensed practical nurses, certified nursing assistants and home health aides to long-term care facilities and home care agencies across Minnesota. The company offers flexible shift scheduling and supports rural facilities facing chronic staffing gaps.",
    industry: "Healthcare Staffing",
    location: "Minneapolis, MN",
    employee_count: "501-1,000",
    specialties: ["healthcare"],
    services: ["temporary"],
    states: ["MN"],
  },
  {
    name: "Kettleby Industrial Staffing",
    website: "https://kettleby.example.com",
    description:
      "Kettleby places CNC machinists, welders and production associates with furniture makers and automotive parts suppliers in West Michigan. The firm runs skills assessments at its branch office and offers temp-to-hire pathways for entry-level workers.",
    industry: "Light Industrial",
    location: "Grand Rapids, MI",
    employee_count: "201-500",
    specialties: ["light-industrial", "skilled-trades"],
    services: ["temporary", "temp-to-hire"],
    states: ["MI"],
  },
  {
    name: "Wrenhollow Search Partners",
    website: "https://wrenhollow.example.com",
    description:
      "Wrenhollow conducts retained searches for chief medical officers, research directors and senior finance leaders at hospitals, universities and life sciences companies in New England. Each search is led by a partner and typically includes a structured assessment of finalists.",
    industry: "Executive Search",
    location: "Boston, MA",
    employee_count: "11-50",
    specialties: ["executive-search"],
    services: ["direct-hire"],
    states: ["MA", "CT", "RI", "NH", "VT", "ME"],
  },
  {
    name: "Tallyforge Finance Staffing",
    website: "https://tallyforge.example.com",
    description:
      "Tallyforge recruits accounts payable clerks, tax preparers and senior accountants for real estate developers, healthcare groups and construction firms in the Phoenix metro area. The firm places interim staff during tax season and system conversions.",
    industry: "Finance & Accounting",
    location: "Phoenix, AZ",
    employee_count: "51-200",
    specialties: ["finance-accounting"],
    services: ["temporary", "direct-hire"],
    states: ["AZ"],
  },
  {
    name: "Corvantis Aero Engineering Talent",
    website: "https://corvantis.example.com",
    description:
      "Corvantis supplies stress engineers, avionics technicians and manufacturing engineers to aircraft manufacturers and aerospace suppliers in south-central Kansas. Contracts commonly support certification programs and production rate increases.",
    industry: "Engineering",
    location: "Wichita, KS",
    employee_count: "51-200",
    specialties: ["engineering"],
    services: ["temporary"],
    states: ["KS"],
  },
  {
    name: "Briefwell Legal Talent",
    website: "https://briefwell.example.com",
    description:
      "Briefwell places legal secretaries, e-discovery analysts and contract attorneys with Manhattan law firms and in-house legal teams at financial services companies. The firm also staffs multilingual attorney teams for cross-border investigations.",
    industry: "Legal Staffing",
    location: "New York, NY",
    employee_count: "51-200",
    specialties: ["legal", "administrative"],
    services: ["temporary", "direct-hire"],
    states: ["NY", "NJ"],
  },
  {
    name: "Hueline Creative Staffing",
    website: "https://hueline.example.com",
    description:
      "Hueline connects motion designers, video editors and social media producers with streaming services, entertainment studios and consumer brands in Los Angeles. Most placements are project-based freelance contracts tied to campaign launches.",
    industry: "Creative & Marketing",
    location: "Los Angeles, CA",
    employee_count: "11-50",
    specialties: ["sales-marketing"],
    services: ["temporary"],
    states: ["CA"],
  },
  {
    name: "Assaywright Lab Staffing",
    website: "https://assaywright.example.com",
    description:
      "Assaywright recruits bioprocess technicians, validation engineers and quality assurance specialists for pharmaceutical manufacturers in the Research Triangle. The firm supports both clinical-stage biotechs and large sites running GMP production.",
    industry: "Life Sciences",
    location: "Durham, NC",
    employee_count: "51-200",
    specialties: ["scientific-clinical", "engineering"],
    services: ["temporary", "temp-to-hire"],
    states: ["NC"],
  },
  {
    name: "Sevenfork Hospitality Staffing",
    website: "https://sevenfork.example.com",
    description:
      "Sevenfork provides bartenders, cooks, stewards and event setup crews to casino resorts, convention centers and catering companies in Las Vegas. Its dispatch team fills same-day requests for trade shows and large weekend events.",
    industry: "Hospitality",
    location: "Las Vegas, NV",
    employee_count: "501-1,000",
    specialties: ["hospitality"],
    services: ["temporary"],
    states: ["NV"],
  },
  {
    name: "Lanternbrook Teacher Staffing",
    website: null,
    description:
      "Lanternbrook places certified teachers, speech-language pathologists and school psychologists with districts in Missouri and eastern Kansas. It focuses on hard-to-fill special education and STEM positions and offers mentoring for first-year placements.",
    industry: "Education",
    location: "Kansas City, MO",
    employee_count: "11-50",
    specialties: ["education"],
    services: ["temporary", "direct-hire"],
    states: ["MO", "KS"],
  },
  {
    name: "Hubward Logistics Staffing",
    website: "https://hubward.example.com",
    description:
      "Hubward recruits package handlers, freight coordinators and warehouse supervisors for air cargo hubs and e-commerce fulfillment centers around Louisville. The firm also places CDL drivers for regional carriers in Kentucky and southern Indiana.",
    industry: "Logistics & Supply Chain",
    location: "Louisville, KY",
    employee_count: "201-500",
    specialties: ["logistics"],
    services: ["temporary", "temp-to-hire"],
    states: ["KY", "IN"],
  },
  {
    name: "Sentrafield Cleared Talent",
    website: "https://sentrafield.example.com",
    description:
      "Sentrafield places cleared software developers, test engineers and logistics analysts with defense contractors supporting missile defense and space programs in North Alabama. The team helps candidates with clearance processing and contract transitions.",
    industry: "Government Contracting",
    location: "Huntsville, AL",
    employee_count: "51-200",
    specialties: ["it", "engineering"],
    services: ["direct-hire", "temporary"],
    states: ["AL"],
  },
  {
    name: "Talonbridge Talent Outsourcing",
    website: "https://talonbridge.example.com",
    description:
      "Talonbridge manages recruitment process outsourcing for software companies and outdoor retailers across the Mountain West. Services include full-cycle recruiting, employer branding support and applicant tracking system configuration for growing HR teams.",
    industry: "RPO",
    location: "Salt Lake City, UT",
    employee_count: null,
    specialties: ["it", "sales-marketing"],
    services: ["rpo"],
    states: ["UT", "CO", "ID", "MT", "WY", "NV", "AZ", "NM"],
  },
  {
    name: "Vantrel Cloud Staffing",
    website: "https://vantrel.example.com",
    description:
      "Vantrel places cloud architects, network engineers and cybersecurity analysts with state agencies, universities and technology firms in the Raleigh area. The firm specializes in contract roles supporting infrastructure migrations and security audits.",
    industry: "IT Staffing",
    location: "Raleigh, NC",
    employee_count: "11-50",
    specialties: ["it"],
    services: ["temporary"],
    states: ["NC"],
  },
  {
    name: "Marrowfield Allied Health Staffing",
    website: null,
    description:
      "Marrowfield provides radiology technologists, physical therapists and pharmacy technicians to hospitals, clinics and tribal health facilities in New Mexico and West Texas. Assignments typically run thirteen weeks with housing assistance for travelers.",
    industry: "Healthcare Staffing",
    location: "Albuquerque, NM",
    employee_count: null,
    specialties: ["healthcare"],
    services: ["temporary"],
    states: ["NM", "TX"],
  },
  {
    name: "Oxbend Manufacturing Staffing",
    website: "https://oxbend.example.com",
    description:
      "Oxbend recruits maintenance technicians, quality inspectors and assembly workers for metal fabricators, breweries and equipment manufacturers in southeastern Wisconsin. Branch staff conduct safety orientations before every new placement.",
    industry: "Light Industrial",
    location: "Milwaukee, WI",
    employee_count: "201-500",
    specialties: ["light-industrial", "skilled-trades"],
    services: ["temporary", "temp-to-hire"],
    states: ["WI"],
  },
  {
    name: "Drillwick Energy Staffing",
    website: "https://drillwick.example.com",
    description:
      "Drillwick places petroleum engineers, field technicians and HSE coordinators with oil and gas operators and midstream pipeline companies in Oklahoma. The firm supports both rotational field assignments and office-based engineering roles in Tulsa.",
    industry: "Engineering",
    location: "Tulsa, OK",
    employee_count: null,
    specialties: ["engineering", "skilled-trades"],
    services: ["temporary", "direct-hire"],
    states: ["OK"],
  },
];

export const demoMovements: DemoMovement[] = [
  {
    name: "Marisol Trevino-Hart",
    previous_role: "Senior Account Manager",
    new_role: "Director of Client Services",
    company: "Quillmark Tech Staffing",
    previous_company: "Quillmark Tech Staffing",
    location: "Austin, TX",
    description:
      "Marisol Trevino-Hart has been promoted to Director of Client Services at Quillmark Tech Staffing. Over six years with the firm she built long-standing relationships with software and banking clients, and she will now lead the account management team across Central Texas.",
    tags: ["Promotion", "AccountManagement", "ITStaffing"],
  },
  {
    name: "Desmond Achterberg",
    previous_role: "Regional Sales Manager",
    new_role: "Vice President of Business Development",
    company: "Ironbend Workforce Solutions",
    previous_company: "Kettleby Industrial Staffing",
    location: "Columbus, OH",
    description:
      "Desmond Achterberg has joined Ironbend Workforce Solutions as Vice President of Business Development. He brings more than a decade of light industrial experience from Kettleby Industrial Staffing and will focus on expanding partnerships with manufacturers and food processors in Ohio.",
    tags: ["NewRole", "BusinessDevelopment", "USStaffing"],
  },
  {
    name: "Priya Venkataraman",
    previous_role: "Chief Operating Officer",
    new_role: "Chief Executive Officer",
    company: "Larkhaven Clinical Staffing",
    previous_company: "Larkhaven Clinical Staffing",
    location: "Nashville, TN",
    description:
      "Priya Venkataraman has been named Chief Executive Officer of Larkhaven Clinical Staffing after four years as its Chief Operating Officer. A former ICU nurse, she led the firm's credentialing overhaul and will guide its next chapter serving hospitals across the region.",
    tags: ["Leadership", "CareerMilestones", "StaffingUpdates"],
  },
  {
    name: "Tobias Lindqvist",
    previous_role: "Senior Recruiter",
    new_role: "Talent Acquisition Manager",
    company: "Threadstone RPO",
    previous_company: null,
    location: "Atlanta, GA",
    description:
      "Tobias Lindqvist has started a new role as Talent Acquisition Manager at Threadstone RPO. He will oversee a team of embedded recruiters supporting health system clients, drawing on his years of high-volume hiring experience in the Atlanta market.",
    tags: ["NewRole", "TalentAcquisition", "Recruitment"],
  },
  {
    name: "Renata Whitfield",
    previous_role: "Principal",
    new_role: "Managing Partner",
    company: "Wrenhollow Search Partners",
    previous_company: "Wrenhollow Search Partners",
    location: "Boston, MA",
    description:
      "Congratulations to Renata Whitfield, who has been elevated to Managing Partner at Wrenhollow Search Partners. Renata has led dozens of senior searches for New England hospitals and universities and will now steer the firm's strategy and partner team.",
    tags: ["Promotion", "Leadership", "StaffingSpotlight"],
  },
  {
    name: "Caleb Nakashima",
    previous_role: "Senior Technical Recruiter",
    new_role: "Recruiting Team Lead",
    company: "Norvale Data Recruiting",
    previous_company: "Norvale Data Recruiting",
    location: "Seattle, WA",
    description:
      "Caleb Nakashima has stepped up to Recruiting Team Lead at Norvale Data Recruiting. Known for his patient, candidate-first approach to placing data engineers, Caleb will now coach a growing team of recruiters while continuing to support key clients in the Puget Sound region.",
    tags: ["Promotion", "Recruitment", "ITStaffing"],
  },
];
