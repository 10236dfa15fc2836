/** Well-known US staffing firms shown on the About page as plain badges (no links, no endorsement implied). */
export const featuredCompanies: readonly string[] = [
  "Robert Half",
  "Randstad USA",
  "Adecco USA",
  "ManpowerGroup",
  "Kelly Services",
  "Allegis Group",
  "TEKsystems",
  "Aerotek",
  "Actalent",
  "Insight Global",
  "Kforce",
  "Express Employment Professionals",
  "AMN Healthcare",
  "Cross Country Healthcare",
  "Aya Healthcare",
  "Apex Systems",
  "Beacon Hill Staffing Group",
  "Vaco",
  "Motion Recruitment",
  "Yoh",
  "The Judge Group",
  "Collabera",
  "Hays",
  "Korn Ferry",
  "Spherion",
  "Staffmark",
  "PeopleReady",
  "Akkodis",
  "Mindlance",
];

export const celebrations = [
  {
    title: "New Roles & Promotions",
    text: "A recruiter who becomes a team lead, an account manager who takes on a national book of business, a sourcer who moves into talent strategy: every step up deserves applause.",
  },
  {
    title: "Leadership Changes",
    text: "New branch managers, practice heads, vice presidents and chief executives shape how staffing firms grow. We share these appointments so the community knows who is leading where.",
  },
  {
    title: "Industry Milestones",
    text: "Work anniversaries, certifications, first placements and record quarters are milestones too. The people behind them make US staffing work every day.",
  },
] as const;
