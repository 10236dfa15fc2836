// Templates for common US staffing searches (issue 17, item 4): each fills its builder's form,
// and is also a plain link to the builder's URL, so it works without JavaScript.

export interface SearchTemplate {
  name: string;
  values: Record<string, string>;
}

export const xrayTemplates: SearchTemplate[] = [
  {
    name: "Java developer",
    values: {
      jobTitle: "Java Developer, Java Engineer, Backend Engineer",
      location: "Dallas",
      skills: "Java, Spring Boot, Microservices",
      seniority: "Senior",
      company: "",
      exclude: "Intern, Recruiter",
      platform: "linkedin",
      country: "us",
      skipNoise: "on",
    },
  },
  {
    name: "Registered nurse",
    values: {
      jobTitle: "Registered Nurse, RN, Staff Nurse",
      location: "Houston",
      skills: "BLS, ACLS",
      seniority: "",
      company: "",
      exclude: "Student, LPN",
      platform: "linkedin",
      country: "us",
      skipNoise: "on",
    },
  },
  {
    name: "CDL truck driver",
    values: {
      jobTitle: "CDL-A Driver, Truck Driver, OTR Driver",
      location: "Atlanta",
      skills: "Class A, OTR, Hazmat",
      seniority: "",
      company: "",
      exclude: "Dispatcher, CDL School",
      platform: "linkedin",
      country: "us",
      skipNoise: "on",
    },
  },
  {
    name: "Staff accountant",
    values: {
      jobTitle: "Staff Accountant, Accountant, General Ledger Accountant",
      location: "Chicago",
      skills: "GAAP, Account Reconciliation, Month-End Close",
      seniority: "",
      company: "",
      exclude: "Intern, Student",
      platform: "linkedin",
      country: "us",
      skipNoise: "on",
    },
  },
  {
    name: "HR generalist",
    values: {
      jobTitle: "HR Generalist, Human Resources Generalist, HR Business Partner",
      location: "Phoenix",
      skills: "Employee Relations, Onboarding, FMLA",
      seniority: "",
      company: "",
      exclude: "Intern",
      platform: "linkedin",
      country: "us",
      skipNoise: "on",
    },
  },
  {
    name: "Account manager in staffing",
    values: {
      jobTitle: "Account Manager, Business Development Manager, Staffing Account Executive",
      location: "Charlotte",
      skills: "Staffing, Client Relationships",
      seniority: "",
      company: "",
      exclude: "Intern",
      platform: "linkedin",
      country: "us",
      skipNoise: "on",
    },
  },
];

export const booleanTemplates: SearchTemplate[] = [
  {
    name: "Java developer",
    values: {
      jobTitles: "Java Developer, Java Engineer, Backend Engineer",
      andKeywords: "Java, Spring Boot",
      orKeywords: "Microservices, REST API, AWS",
      notKeywords: "Intern, Recruiter",
      location: "Dallas, Remote",
      orJoin: "and",
    },
  },
  {
    name: "Registered nurse",
    values: {
      jobTitles: "Registered Nurse, RN, Staff Nurse",
      andKeywords: "BLS, ACLS",
      orKeywords: "RN License, Compact License, Multistate License",
      notKeywords: "Student, LPN, CNA",
      location: "Houston",
      orJoin: "and",
    },
  },
  {
    name: "CDL truck driver",
    values: {
      jobTitles: "CDL-A Driver, Truck Driver, OTR Driver",
      andKeywords: "Class A",
      orKeywords: "OTR, Hazmat, Tanker",
      notKeywords: "Dispatcher, CDL School",
      location: "Atlanta",
      orJoin: "and",
    },
  },
  {
    name: "Staff accountant",
    values: {
      jobTitles: "Staff Accountant, Accountant, General Ledger Accountant",
      andKeywords: "GAAP, Reconciliation",
      orKeywords: "CPA, QuickBooks, NetSuite",
      notKeywords: "Intern, Student",
      location: "Chicago",
      orJoin: "and",
    },
  },
  {
    name: "HR generalist",
    values: {
      jobTitles: "HR Generalist, Human Resources Generalist, HR Business Partner",
      andKeywords: "Employee Relations",
      orKeywords: "SHRM-CP, PHR, FMLA",
      notKeywords: "Intern",
      location: "Phoenix",
      orJoin: "and",
    },
  },
  {
    name: "Account manager in staffing",
    values: {
      jobTitles: "Account Manager, Business Development Manager, Account Executive",
      andKeywords: "Staffing",
      orKeywords: "Recruiting, Talent Solutions, Workforce Solutions",
      notKeywords: "Intern",
      location: "Charlotte",
      orJoin: "and",
    },
  },
];
