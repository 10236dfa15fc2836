import type { AssessmentQuestion } from "../assessment";

// The bank's "HR Compliance Essentials" questions, written to ../shared/ITEM-WRITING.md (issue 30). Ids are
// stable: attempts in the database name their questions by id, so a question's id, options and
// correct answer never change once published (fix a question by giving it a new id).

export const complianceQuestions: readonly AssessmentQuestion[] = [
  {
    id: "hrc2-01",
    module: "HR Compliance Essentials",
    difficulty: "medium",
    question:
      "A client's plant manager is hiring a forklift operator. In the interview, the top candidate mentioned back surgery last year, and the manager now wants a doctor's physical before deciding whether to hire him. What should the recruiter advise?",
    options: [
      "Require it of every finalist for the role before any of them gets an offer",
      "Make a conditional offer, then require it of every new hire in the role",
      "Ask him now for a doctor's note clearing him for heavy lifting",
      "Make a conditional offer, then require it of him, given his history",
    ],
    correctAnswer: 1,
    explanation:
      "Under the ADA an employer may require a medical examination only after a conditional job offer, and then only if all entering employees in the same job category are examined. Examining every finalist is consistent but comes before the offer, which the ADA forbids even for a safety-sensitive job; a doctor's note about his back before an offer is a disability-related inquiry, barred at that stage too; and examining him alone after the offer, because of what he disclosed, breaks the same-category rule.",
    sources: [
      {
        title: "42 U.S.C. § 12112(d)(2)-(3) (ADA, pre-offer and post-offer medical examinations)",
        url: "https://www.law.cornell.edu/uscode/text/42/12112",
        checked: "2026-11-28",
      },
      {
        title: "29 CFR § 1630.14(b) (ADA, employment entrance examinations)",
        url: "https://www.law.cornell.edu/cfr/text/29/1630.14",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "hrc2-02",
    module: "HR Compliance Essentials",
    difficulty: "easy",
    question:
      "An applicant with dyslexia, invited to a client's timed online skills test, asks the agency recruiter for extra time. What should the recruiter do first?",
    options: [
      "Explain that every applicant sits the test under identical conditions",
      "Refer the applicant to the test vendor to make the request directly",
      "Offer a retake of the test if the first score falls below the cutoff",
      "Treat it as an accommodation request for the test and start the process",
    ],
    correctAnswer: 3,
    explanation:
      "The ADA requires reasonable accommodation in the application process, including for pre-employment tests, so the request starts the interactive process with the client (documentation may be asked for if the disability is not obvious). Identical conditions for everyone is the mistake the accommodation rule exists to correct; a vendor administering the test does not shift the duty away from the employer and agency; and a retake under the same time limit does not accommodate anything.",
    sources: [
      {
        title: "42 U.S.C. § 12112(b)(5)-(7) (ADA, reasonable accommodation and selection tests)",
        url: "https://www.law.cornell.edu/uscode/text/42/12112",
        checked: "2026-11-28",
      },
      {
        title:
          "EEOC, Enforcement Guidance on Reasonable Accommodation and Undue Hardship under the ADA",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "hrc2-03",
    module: "HR Compliance Essentials",
    difficulty: "easy",
    question:
      "An in-house recruiter works for a company that has had 17 employees every week this year and last. A 58-year-old applicant who was turned down says the decision was about his age. What is accurate under federal law?",
    options: [
      "The ADEA reaches the claim, as the company passes the 15-employee mark",
      "Title VII reaches the claim, as it covers protected traits from 15 staff",
      "The ADEA does not reach the claim, as the company has under 20 staff",
      "The Equal Pay Act reaches the claim, as it applies to firms of any size",
    ],
    correctAnswer: 2,
    explanation:
      "The ADEA covers employers with 20 or more employees in each of 20 or more calendar weeks of the current or preceding year, so a 17-person company is outside it (a state age law may still apply). Fifteen employees is the threshold for Title VII and the ADA, not the ADEA; Title VII does not cover age at all; and the Equal Pay Act, which does reach very small employers, concerns sex-based pay, not age.",
    sources: [
      {
        title: "29 U.S.C. § 630(b) (ADEA, definition of employer: 20 or more employees)",
        url: "https://www.law.cornell.edu/uscode/text/29/630",
        checked: "2026-11-28",
      },
      {
        title: "42 U.S.C. § 2000e(b) (Title VII, definition of employer: 15 or more employees)",
        url: "https://www.law.cornell.edu/uscode/text/42/2000e",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "hrc2-04",
    module: "HR Compliance Essentials",
    difficulty: "hard",
    question:
      "After a conditional offer for a warehouse job, the client's occupational-health form asks new hires whether heart disease runs in their family. The client says this is fine because the ADA allows broad medical questions at that stage. What is accurate?",
    options: [
      "Keep it, since everyone entering the role gets the same form",
      "Keep it, as long as the answers are filed apart from personnel records",
      "Remove it; the ADA bars medical questions until the first day of work",
      "Remove it; GINA bars requesting genetic information even after an offer",
    ],
    correctAnswer: 3,
    explanation:
      "Family medical history is genetic information under GINA, and GINA bars employers from requesting it even in a post-offer medical exam; employers should tell examining providers not to collect it. Giving the same form to everyone entering the role and filing answers in a separate medical file are the ADA's post-offer rules, which do not cure a GINA violation; and the ADA itself does allow broad medical questions after a conditional offer, so it is not the reason this one must go.",
    sources: [
      {
        title: "42 U.S.C. § 2000ff-1(b) (GINA, requesting genetic information)",
        url: "https://www.law.cornell.edu/uscode/text/42/2000ff-1",
        checked: "2026-11-28",
      },
      {
        title: "29 CFR § 1635.8(d) (GINA, medical examinations related to employment)",
        url: "https://www.law.cornell.edu/cfr/text/29/1635.8",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "hrc2-05",
    module: "HR Compliance Essentials",
    difficulty: "hard",
    question:
      "A direct-hire search firm with 9 employees and no contractors on its payroll pays its one female account manager less than two male account managers who handle the same work. The owner says federal discrimination law cannot apply to a firm that small. What is accurate?",
    options: [
      "Title VII reaches it; its 15-employee floor does not apply to pay",
      "The Equal Pay Act reaches it; that law has no employee minimum",
      "The owner is right; the Equal Pay Act starts at 15 employees",
      "The owner is right; federal pay-bias laws start at 20 employees",
    ],
    correctAnswer: 1,
    explanation:
      "The Equal Pay Act is part of the Fair Labor Standards Act and has no minimum number of employees, so it covers virtually all employers, including a 9-person firm. Title VII does reach pay discrimination, but its 15-employee threshold applies to pay claims like any other; 15 employees is the Title VII and ADA threshold, not the Equal Pay Act's; and 20 employees is the ADEA's threshold, which has nothing to do with pay between the sexes.",
    sources: [
      {
        title: "29 U.S.C. § 206(d) (Equal Pay Act)",
        url: "https://www.law.cornell.edu/uscode/text/29/206",
        checked: "2026-11-28",
      },
      { title: "EEOC, Equal Pay/Compensation Discrimination (coverage)", checked: "2026-11-28" },
    ],
  },
  {
    id: "hrc2-06",
    module: "HR Compliance Essentials",
    difficulty: "medium",
    question:
      "A pregnant temp on a warehouse assignment gives her agency recruiter a note: no lifting over 20 pounds for the next four months. Lifting is part of her job, and the client has 300 employees. What should the recruiter advise?",
    options: [
      "Accommodate her unless doing so would be an undue hardship",
      "Accommodate her if the client gives light duty to injured workers",
      "Accommodate her if her condition qualifies as an ADA disability",
      "Accommodate her if lifting is not an essential function of the job",
    ],
    correctAnswer: 0,
    explanation:
      "The Pregnant Workers Fairness Act requires employers with 15 or more employees to reasonably accommodate known limitations related to pregnancy, absent undue hardship, and a temporary suspension of an essential function can be a reasonable accommodation when it can be resumed in the near future, as here. Tying it to light duty for injured workers is the older Title VII comparison the PWFA no longer requires; the PWFA does not require the condition to be an ADA disability; and lifting being essential does not end the duty, because the PWFA allows a temporary break from an essential function.",
    sources: [
      {
        title: "42 U.S.C. §§ 2000gg(6), 2000gg-1 (Pregnant Workers Fairness Act)",
        url: "https://www.law.cornell.edu/uscode/text/42/2000gg-1",
        checked: "2026-11-28",
      },
      {
        title: "29 CFR part 1636 (EEOC, Implementation of the Pregnant Workers Fairness Act)",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "hrc2-07",
    module: "HR Compliance Essentials",
    difficulty: "hard",
    question:
      "A candidate for a client's production role, which runs Friday through Sunday, says his religious observance prevents him from working Saturdays. Covering for him would take occasional voluntary swaps and some premium pay. The client asks what standard decides whether it must accommodate him. What should the recruiter say?",
    options: [
      "It can refuse if the cost is more than de minimis to its business",
      "It can refuse if coworkers would have to give up their own days off",
      "It can refuse if the schedule is an essential function of the job",
      "It can refuse if the cost is substantial in relation to its business",
    ],
    correctAnswer: 3,
    explanation:
      "Since Groff v. DeJoy, undue hardship under Title VII means a burden that is substantial in the overall context of the employer's business, such as substantial increased costs. The more-than-de-minimis test is the old reading of Hardison that the Supreme Court rejected; coworkers' dislike of covering is not by itself undue hardship, though real burdens on them can count when they affect the business; and the essential-function question belongs to disability accommodation under the ADA, not religious accommodation.",
    sources: [
      { title: "Groff v. DeJoy, 600 U.S. 447 (2023)", checked: "2026-11-28" },
      {
        title: "42 U.S.C. § 2000e(j) (Title VII, definition of religion and accommodation)",
        url: "https://www.law.cornell.edu/uscode/text/42/2000e",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "hrc2-08",
    module: "HR Compliance Essentials",
    difficulty: "hard",
    question:
      "A client with 40 employees asks your agency to post an analyst role worded so that it avoids future visa costs. No law, regulation or government contract requires US citizenship for the job. Which wording should the recruiter use?",
    options: [
      "Open to US citizens and permanent residents",
      "Limited to US citizens for the time being",
      "No employer sponsorship now or in the future",
      "Open to candidates eligible for a clearance",
    ],
    correctAnswer: 2,
    explanation:
      "An employer may decline to sponsor visas and say so, but the immigration law's anti-discrimination provision bars employers with four or more employees from citizenship-status discrimination against protected individuals unless law, regulation, executive order or government contract requires it. Limiting the role to citizens and permanent residents shuts out refugees and asylees, who are protected and work-authorized, a posting the Justice Department's Immigrant and Employee Rights Section has repeatedly challenged; a citizens-only limit, even a temporary one, is plainer citizenship discrimination; and clearance eligibility is a citizenship proxy when the job needs no clearance.",
    sources: [
      {
        title: "8 U.S.C. § 1324b(a)(1)-(3) (unfair immigration-related employment practices)",
        url: "https://www.law.cornell.edu/uscode/text/8/1324b",
        checked: "2026-11-28",
      },
      {
        title:
          "28 CFR § 44.200(a)(1) (DOJ, citizenship-status discrimination against protected individuals)",
        url: "https://www.law.cornell.edu/cfr/text/28/44.200",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "hrc2-09",
    module: "HR Compliance Essentials",
    difficulty: "medium",
    question:
      "A client wants to pay its new scheduling coordinator a salary of $62,000 a year and classify the role exempt. The work is booking appointments and entering data under set procedures. Under the federal FLSA, what settles whether the role is exempt?",
    options: [
      "Its duties, as clerical work without real discretion does not qualify",
      "Its salary, as the pay is above the federal minimum for the exemption",
      "Its duties, as office work that supports operations is administrative",
      "Its pay basis, as a fixed annual salary is paid instead of an hourly rate",
    ],
    correctAnswer: 0,
    explanation:
      "A white-collar exemption needs both a salary at or above the federal level paid on a salary basis and primary duties that meet a duties test; this salary clears the level, so the duties decide, and routine scheduling and data entry under set procedures lack the discretion and independent judgment the administrative exemption requires. Clearing the salary level is necessary but not enough; office work supporting operations is only half of the administrative duties test, which also needs discretion on significant matters; and paying a salary rather than an hourly rate meets the salary-basis test without settling the duties.",
    sources: [
      {
        title: "29 CFR § 541.200 (administrative exemption, salary and duties)",
        url: "https://www.law.cornell.edu/cfr/text/29/541.200",
        checked: "2026-11-28",
      },
      {
        title: "29 CFR § 541.2 (job title insufficient)",
        url: "https://www.law.cornell.edu/cfr/text/29/541.2",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "hrc2-10",
    module: "HR Compliance Essentials",
    difficulty: "medium",
    question:
      "A client's junior engineer meets the learned-professional duties test and is offered a salary of $660 a week. What is accurate under the federal FLSA?",
    options: [
      "Exempt, as the salary clears the $455 weekly federal level",
      "Exempt, as degreed professionals need not meet a salary level",
      "Non-exempt, as the salary is below the $1,128 weekly federal level",
      "Non-exempt, as the salary is below the $684 weekly federal level",
    ],
    correctAnswer: 3,
    explanation:
      "The federal salary level for the executive, administrative and professional exemptions is $684 a week, because a federal court vacated the rule that would have raised it, so $660 a week fails the salary test and the engineer is non-exempt federally (a state level can be higher). $455 a week is the older level that $684 replaced; $1,128 a week is the vacated rule's figure; and the exception from the salary level covers doctors, lawyers and teachers, not engineers.",
    sources: [
      {
        title: "29 CFR § 541.600 (amount of salary required)",
        url: "https://www.law.cornell.edu/cfr/text/29/541.600",
        checked: "2026-11-28",
      },
      {
        title: "29 CFR §§ 541.303-541.304 (teachers, law and medicine: no salary requirement)",
        url: "https://www.law.cornell.edu/cfr/text/29/541.303",
        checked: "2026-11-28",
      },
      {
        title:
          "Texas v. U.S. Department of Labor (E.D. Tex., Nov. 15, 2024), vacating the 2024 overtime rule",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "hrc2-11",
    module: "HR Compliance Essentials",
    difficulty: "hard",
    question:
      "Your agency places a software developer on a W-2 hourly contract at $80 an hour; she designs and writes code for the client's systems. One week she works 46 hours. What is accurate under the federal FLSA?",
    options: [
      "Overtime for 6 hours, since hourly workers cannot be exempt",
      "Overtime for 6 hours, since W-2 contract staff are non-exempt",
      "No overtime, since the computer exemption allows hourly pay",
      "No overtime, since her weekly pay clears the $684 salary level",
    ],
    correctAnswer: 2,
    explanation:
      "The computer employee exemption lets the pay test be met with an hourly rate of at least $27.63 instead of a salary, so a developer doing design and coding work at $80 an hour can be exempt. The belief that hourly pay rules out exemption applies the salary-basis rule where it does not govern; a W-2 contract is not itself a classification; and clearing $684 a week does not help an hourly worker, because that level must be paid on a salary basis.",
    sources: [
      {
        title: "29 CFR § 541.400(b) (computer employees, hourly pay of at least $27.63)",
        url: "https://www.law.cornell.edu/cfr/text/29/541.400",
        checked: "2026-11-28",
      },
      {
        title: "U.S. DOL Wage and Hour Division, Fact Sheet #17E (computer employees)",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "hrc2-12",
    module: "HR Compliance Essentials",
    difficulty: "easy",
    question:
      "A non-exempt temp in Texas works 24 hours at one client and 22 hours at another in the same workweek. Your agency placed her at both and pays her on its W-2 payroll. What overtime is owed?",
    options: [
      "No overtime, as neither assignment went past 40 hours",
      "Six hours, owed by the agency as her employer at both",
      "Six hours, owed by the client whose hours took her past 40",
      "No overtime unless a day at either client passed 8 hours",
    ],
    correctAnswer: 1,
    explanation:
      "Overtime is counted on all hours worked for the same employer in a workweek, and the agency employs her at both clients, so it owes overtime for the 6 hours past 40. Looking at each assignment separately misses that one employer pays all 46 hours; the client whose hours came last in the week is not her employer for the other client's hours; and daily overtime after 8 hours is a rule of a few states such as California, not federal law or Texas law.",
    sources: [
      {
        title: "29 U.S.C. § 207(a)(1) (FLSA, overtime)",
        url: "https://www.law.cornell.edu/uscode/text/29/207",
        checked: "2026-11-28",
      },
      {
        title: "29 CFR § 778.103 (the workweek as the basis for overtime)",
        url: "https://www.law.cornell.edu/cfr/text/29/778.103",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "hrc2-13",
    module: "HR Compliance Essentials",
    difficulty: "easy",
    question:
      "A non-exempt light-industrial temp on a biweekly payroll works 50 hours in the first week and 30 in the second. The client points out that the total is 80 and asks whether overtime is owed. What is the answer?",
    options: [
      "No overtime, as the two weeks average out to 40 hours",
      "No overtime, if she agreed in advance to a 14-day, 80-hour period",
      "Ten hours, for the first week's hours past 40",
      "Ten hours, if the client approved the extra time",
    ],
    correctAnswer: 2,
    explanation:
      "Under the FLSA each workweek stands alone, so the 10 hours past 40 in the first week are overtime whatever happens in the second. Averaging two weeks is the common payroll mistake; the agreed 14-day, 80-hour period (the 8-and-80 system) is open only to hospitals and residential care establishments, not a light-industrial job; and overtime is owed for hours the employer suffers or permits to be worked whether or not they were approved in advance.",
    sources: [
      {
        title: "29 CFR § 778.104 (each workweek stands alone)",
        url: "https://www.law.cornell.edu/cfr/text/29/778.104",
        checked: "2026-11-28",
      },
      {
        title: "29 U.S.C. § 207(j) (FLSA, 14-day work period for hospitals and residential care)",
        url: "https://www.law.cornell.edu/uscode/text/29/207",
        checked: "2026-11-28",
      },
      {
        title: "29 CFR § 785.11 (work not requested but suffered or permitted)",
        url: "https://www.law.cornell.edu/cfr/text/29/785.11",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "hrc2-14",
    module: "HR Compliance Essentials",
    difficulty: "hard",
    question:
      "A non-exempt temp earns $20 an hour and works 44 hours in one workweek. That week she also earns an $88 bonus for meeting a production target the agency announced in advance. What must the agency pay her for the week under the federal FLSA?",
    options: ["$1,008", "$968", "$1,020", "$1,012"],
    correctAnswer: 3,
    explanation:
      "A bonus promised in advance for meeting a target is nondiscretionary and belongs in the regular rate: ($880 + $88) ÷ 44 hours = $22, so each of the 4 overtime hours adds a half-time premium of $11, for $880 + $88 + $44 = $1,012. $1,008 leaves the bonus out of the regular rate and pays the overtime hours at $30; $1,020 pays the overtime hours at $33 and then adds the whole bonus on top, counting its share of those hours twice; and $968 treats the bonus as if it could stand in for the overtime premium.",
    sources: [
      {
        title: "29 CFR § 778.110(b) (regular rate with an hourly rate and a bonus)",
        url: "https://www.law.cornell.edu/cfr/text/29/778.110",
        checked: "2026-11-28",
      },
      {
        title:
          "29 CFR § 778.211 (discretionary bonuses; bonuses announced in advance are included)",
        url: "https://www.law.cornell.edu/cfr/text/29/778.211",
        checked: "2026-11-28",
      },
      {
        title: "29 U.S.C. § 207(e) (FLSA, regular rate)",
        url: "https://www.law.cornell.edu/uscode/text/29/207",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "hrc2-15",
    module: "HR Compliance Essentials",
    difficulty: "medium",
    question:
      "A temp your agency hired starts work for pay on a Wednesday. The agency is closed on weekends, and there is no holiday in either week. By the end of which day must the agency complete Section 2 of her Form I-9?",
    options: [
      "Friday of that week",
      "Saturday of that week",
      "Monday of the next week",
      "Tuesday of the next week",
    ],
    correctAnswer: 2,
    explanation:
      "The employer must complete Section 2 within three business days after the first day of work for pay, and the first day is not counted (the form's instructions say a Monday start is due by Thursday); for a Wednesday start the three days are Thursday, Friday and the next Monday, because an employer closed on weekends does not count them as business days. Friday comes from counting the first day as day one; Saturday counts calendar days instead of business days; and Tuesday allows one day too many.",
    sources: [
      {
        title: "8 CFR § 274a.2(b)(1)(ii) (Form I-9, time for completing Section 2)",
        url: "https://www.law.cornell.edu/cfr/text/8/274a.2",
        checked: "2026-11-28",
      },
      { title: "USCIS, Handbook for Employers M-274, completing Section 2", checked: "2026-11-28" },
    ],
  },
  {
    id: "hrc2-16",
    module: "HR Compliance Essentials",
    difficulty: "easy",
    question:
      "A new temp presents an unexpired state driver's license and an unrestricted Social Security card for Form I-9. The branch's onboarding checklist says to ask for a passport when possible. What should the onboarding specialist do?",
    options: [
      "Ask for the passport, as a List A document is the stronger proof",
      "Accept the license and card if they reasonably appear genuine",
      "Accept them, then ask for the passport within three business days",
      "Accept them, and photocopy both since they are not a List A item",
    ],
    correctAnswer: 1,
    explanation:
      "The employee chooses which acceptable documents to present, and a List B driver's license with a List C Social Security card is a valid combination; the employer accepts documents that reasonably appear genuine and relate to the person. Asking for a passport, now or later, is requesting more or different documents than the law requires, which can be unfair documentary practice under the immigration law's anti-discrimination provision; and copying documents only when an employee shows List B and C treats employees differently by their document choice, where USCIS says an employer that copies should copy for everyone.",
    sources: [
      {
        title: "8 U.S.C. § 1324b(a)(6) (document abuse)",
        url: "https://www.law.cornell.edu/uscode/text/8/1324b",
        checked: "2026-11-28",
      },
      { title: "USCIS, Handbook for Employers M-274, acceptable documents", checked: "2026-11-28" },
    ],
  },
  {
    id: "hrc2-17",
    module: "HR Compliance Essentials",
    difficulty: "hard",
    question:
      "In an internal I-9 audit, a payroll specialist at your agency sees that a long-time W-2 contractor's Permanent Resident Card, recorded under List A, expires next month. What should the agency do?",
    options: [
      "Reverify before the card expires, using Supplement B of Form I-9",
      "Ask the contractor to show the renewed card once it has arrived",
      "Leave the I-9 as it is, because this card is not reverified",
      "Complete a new Form I-9 when the card reaches its expiration",
    ],
    correctAnswer: 2,
    explanation:
      "Employers do not reverify a Permanent Resident Card (or a US passport or any List B document) when it expires, because permanent residence does not lapse with the card. Reverifying through Supplement B is the rule for expiring temporary work authorization, such as an Employment Authorization Document; asking to see the renewed card, or starting a new I-9, asks for documents the law does not require and can be unfair documentary practice.",
    sources: [
      {
        title:
          "USCIS, Handbook for Employers M-274, reverification (documents that are not reverified)",
        checked: "2026-11-28",
      },
      {
        title: "8 CFR § 274a.2(b)(1)(vii) (reverification)",
        url: "https://www.law.cornell.edu/cfr/text/8/274a.2",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "hrc2-18",
    module: "HR Compliance Essentials",
    difficulty: "hard",
    question:
      "An agency that is not enrolled in E-Verify hires a W-2 contractor who lives in another state and will work fully remote. Which way of examining her Form I-9 documents meets the rules?",
    options: [
      "Review them on a live video call and keep copies of both sides",
      "Accept scanned copies by email, then see originals at a later visit",
      "Wait to look at the originals until her first visit to an office",
      "Have an authorized representative inspect the originals in person",
    ],
    correctAnswer: 3,
    explanation:
      "Remote examination by live video is a DHS alternative procedure open to employers that participate in E-Verify in good standing; any other employer must physically examine the original documents within three business days, which it can do through an authorized representative near the worker. The video call is the right procedure for the wrong employer; emailed scans are not an examination at all; and waiting for an office visit misses the three-day deadline.",
    sources: [
      {
        title: "USCIS, Remote Examination of Documents (optional alternative procedure)",
        url: "https://www.uscis.gov/i-9-central/remote-examination-of-documents",
        checked: "2026-11-28",
      },
      {
        title: "8 CFR § 274a.2(b)(1)(ii) (examination of documents)",
        url: "https://www.law.cornell.edu/cfr/text/8/274a.2",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "hrc2-19",
    module: "HR Compliance Essentials",
    difficulty: "hard",
    question:
      "A temp your agency hired five years ago ends her employment today. Until when must the agency keep her Form I-9?",
    options: [
      "Until one year from her last day",
      "Until three years from her last day",
      "No longer; three years since hire have passed",
      "Until seven years from her hire date",
    ],
    correctAnswer: 0,
    explanation:
      "A Form I-9 must be kept for three years after the date of hire or one year after employment ends, whichever is later; five years after hire, the later date is one year from her last day. Three years from her last day confuses the two periods; discarding it now applies the three-years-from-hire half of the rule alone; and seven years is a retention habit borrowed from tax records, not the I-9 rule.",
    sources: [
      {
        title: "8 CFR § 274a.2(b)(2)(i)(A) (Form I-9 retention)",
        url: "https://www.law.cornell.edu/cfr/text/8/274a.2",
        checked: "2026-11-28",
      },
      { title: "USCIS, Handbook for Employers M-274, retaining Form I-9", checked: "2026-11-28" },
    ],
  },
  {
    id: "hrc2-20",
    module: "HR Compliance Essentials",
    difficulty: "easy",
    question:
      "Your agency is enrolled in E-Verify. A recruiter suggests running candidates through it before submitting them to clients, so no one who fails is ever presented. When does E-Verify require the agency to create a case?",
    options: [
      "After hire and Form I-9, by the third business day after work begins",
      "After hire and Form I-9, within 30 days of the first day of work",
      "Before submittal, once the candidate has consented in writing",
      "At offer acceptance, before Form I-9, so the result guides it",
    ],
    correctAnswer: 0,
    explanation:
      "E-Verify may be used only for new hires, after the person has accepted an offer and completed Form I-9, and the case must be created no later than the third business day after the employee starts work for pay. Thirty days is a federal contractor's window for employees already on staff who are assigned to a covered contract, not the deadline for a new hire; running candidates before submittal is prescreening, which the program bars even with the candidate's consent; and creating a case before the I-9 is done skips the step that supplies the case's information.",
    sources: [
      {
        title:
          "E-Verify Memorandum of Understanding for Employers, Article II.A (employer responsibilities: no pre-employment screening; cases within three business days)",
        checked: "2026-11-28",
      },
      { title: "E-Verify User Manual, creating a case", checked: "2026-11-28" },
    ],
  },
  {
    id: "hrc2-21",
    module: "HR Compliance Essentials",
    difficulty: "medium",
    question:
      "An E-Verify case for a temp placed at a client returns a Tentative Nonconfirmation, and she chooses to take action to resolve it. The client asks the agency to hold her off the assignment until the case clears. What should the agency do?",
    options: [
      "Keep her paid but off the client site until the case is resolved",
      "Keep her working at the client while she resolves the case",
      "Keep her working for 8 federal working days, then hold her off",
      "End the placement now and rehire her once the case is resolved",
    ],
    correctAnswer: 1,
    explanation:
      "While an employee takes action on a Tentative Nonconfirmation, the employer may not take any adverse action because of it, and this holds until the case gets a final result, however long that takes. Keeping her paid but off the site is still a suspension and a refusal to assign her, which the E-Verify agreement lists among the barred actions; the 8 federal government working days are her time to contact the agency involved, not a limit on how long she may work; and ending the placement is the plainest adverse action of all.",
    sources: [
      {
        title:
          "E-Verify Memorandum of Understanding for Employers, Article II.A (employer responsibilities: no adverse action while a mismatch is being resolved)",
        checked: "2026-11-28",
      },
      {
        title: "E-Verify User Manual, mismatch (Tentative Nonconfirmation) procedures",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "hrc2-22",
    module: "HR Compliance Essentials",
    difficulty: "medium",
    question:
      "Your agency's background-check form puts the FCRA disclosure and a release of liability for the screening firm on one page, above a signature line for the candidate's authorization. What should change?",
    options: [
      "Keep the page, provided the candidate initials the release too",
      "Move the release below the signature line, on the same page",
      "Give the authorization its own page and leave the release in place",
      "Remove the release; the authorization alone can share the page",
    ],
    correctAnswer: 3,
    explanation:
      "The FCRA requires the disclosure to be in a document that consists solely of the disclosure, and the statute lets the authorization appear on that same document; a liability release is extra material that spoils it. Having the candidate initial the release or moving it lower on the page leaves it in the disclosure document; moving the authorization away instead leaves the release with the disclosure; and courts have treated a waiver there as a willful violation.",
    sources: [
      {
        title: "FCRA, 15 U.S.C. § 1681b(b)(2)(A) (disclosure in a stand-alone document)",
        url: "https://www.law.cornell.edu/uscode/text/15/1681b",
        checked: "2026-11-28",
      },
      { title: "Syed v. M-I, LLC, 853 F.3d 492 (9th Cir. 2017)", checked: "2026-11-28" },
    ],
  },
  {
    id: "hrc2-23",
    module: "HR Compliance Essentials",
    difficulty: "easy",
    question:
      "A candidate's background report, ordered by your agency, shows a conviction, and the client is leaning toward not hiring him because of it. Under the FCRA, what must reach the candidate, and in what order?",
    options: [
      "Pre-adverse notice with the report and rights summary; after a wait, the final notice",
      "The final adverse action notice, with a copy of the report sent if he asks",
      "A pre-adverse notice and the final notice together, both sent the same day",
      "The final notice first, then the report and rights summary if he disputes",
    ],
    correctAnswer: 0,
    explanation:
      "Before taking adverse action based on a consumer report, the user must give the candidate a copy of the report and the CFPB's Summary of Rights, wait a reasonable time so he can dispute errors, and only then send the adverse action notice. Sending the final notice first, or with the report on request, reverses the order; sending both notices on the same day gives him no real chance to respond.",
    sources: [
      {
        title: "FCRA, 15 U.S.C. § 1681b(b)(3) (pre-adverse action disclosure)",
        url: "https://www.law.cornell.edu/uscode/text/15/1681b",
        checked: "2026-11-28",
      },
      {
        title: "FCRA, 15 U.S.C. § 1681m(a) (adverse action notice)",
        url: "https://www.law.cornell.edu/uscode/text/15/1681m",
        checked: "2026-11-28",
      },
      { title: "FTC, Using Consumer Reports: What Employers Need to Know", checked: "2026-11-28" },
    ],
  },
  {
    id: "hrc2-24",
    module: "HR Compliance Essentials",
    difficulty: "hard",
    question:
      "A candidate for a $60,000-a-year role tells the recruiter his background report wrongly includes a conviction from ten years ago, because the FCRA bars reporting anything older than seven years. What is accurate under the FCRA?",
    options: [
      "He is right; adverse items drop off the report after seven years",
      "He is wrong; convictions are outside the seven-year limit",
      "He is right, unless the role pays $75,000 a year or more",
      "He is wrong; the limit for criminal records is ten years",
    ],
    correctAnswer: 1,
    explanation:
      "The FCRA's seven-year limit covers arrests and other adverse items but expressly excludes records of convictions, which a screening firm may report however old they are, unless a state law limits them. The $75,000 salary exception is real but applies to the items that are otherwise limited, not to convictions; and ten years is the limit for bankruptcies, not criminal records.",
    sources: [
      {
        title:
          "FCRA, 15 U.S.C. § 1681c(a)(2), (a)(5), (b)(3) (obsolete information and exceptions)",
        url: "https://www.law.cornell.edu/uscode/text/15/1681c",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "hrc2-25",
    module: "HR Compliance Essentials",
    difficulty: "medium",
    question:
      "You recruit for a client that is the prime contractor on a federal civilian-agency contract awarded last year, for an office role on that contract that needs no clearance. The client's state has no ban-the-box law, and its application asks about criminal convictions. What applies?",
    options: [
      "It must wait until a conditional offer, under a federal statute",
      "It must wait until after a first interview, under a federal rule",
      "It can stay, since no law in that state restricts the question",
      "It can stay if it is limited to felonies from the last 7 years",
    ],
    correctAnswer: 0,
    explanation:
      "The Fair Chance to Compete for Jobs Act makes it a condition of federal contracts that the contractor not ask applicants for positions related to work under the contract about criminal history before a conditional offer, with exceptions such as jobs needing access to classified information or where other law requires a check. After a first interview is the timing of some state and local laws, not the federal one; the absence of a state law does not matter when the federal condition applies; and narrowing the question to recent felonies still asks before the offer.",
    sources: [
      {
        title:
          "41 U.S.C. § 4714 (Fair Chance to Compete for Jobs Act: criminal history inquiries by contractors before a conditional offer)",
        url: "https://www.law.cornell.edu/uscode/text/41/4714",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "hrc2-26",
    module: "HR Compliance Essentials",
    difficulty: "medium",
    question:
      "Your agency is based in Texas and is filling a client's job located in California. A colleague says recruiters can ask candidates their current salary because Texas has no salary-history ban and the agency is not the employer. What should the recruiters do?",
    options: [
      "Ask, since the agency's home-state law governs its own recruiters",
      "Ask, since California's ban binds employers but not their agencies",
      "Do not ask, since California's ban reaches employers' agents too",
      "Do not ask, since a federal rule bans it for all private employers",
    ],
    correctAnswer: 2,
    explanation:
      "California bars employers from seeking an applicant's salary history personally or through an agent, so a staffing agency recruiting for a California job is bound wherever the agency sits. The law that applies follows the job and the employer, not the agency's home state; an agency recruiting on the employer's behalf is its agent; and there is no federal salary-history ban for private employers, so the reason to hold back is California's law. Asking about pay expectations remains allowed.",
    sources: [
      {
        title:
          "Cal. Labor Code § 432.3(a)-(b) (salary history information, sought personally or through an agent)",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "hrc2-27",
    module: "HR Compliance Essentials",
    difficulty: "medium",
    question:
      "A client based in a state with no pay-transparency law asks your agency to post a fully remote role open to candidates anywhere in the US, and wants pay left off the ad. What is accurate?",
    options: [
      "The client's home-state law governs, so pay can be left off",
      "States where the job could be performed can require a range",
      "A federal rule requires a pay range in every US job posting",
      "State laws apply once the person hired lives in their state",
    ],
    correctAnswer: 1,
    explanation:
      "State and city pay-transparency laws look at where the work is or could be performed, and several, such as Colorado's, expressly cover remote jobs that could be done in their territory, so a nationwide remote posting can trigger them even though the employer is based elsewhere (each law also sets its own employer-size and in-state-employee tests). The employer's home state does not decide the question; there is no federal pay-range requirement for private job postings; and the duty attaches to the posting itself, before anyone is hired.",
    sources: [
      {
        title:
          "Colorado Equal Pay for Equal Work Act, Part 2, C.R.S. §§ 8-5-201 to 8-5-203 (transparency in pay and job opportunities)",
        checked: "2026-11-28",
      },
      {
        title:
          "Colorado Division of Labor Standards and Statistics, INFO #9A: Transparency in Pay and Job Opportunities",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "hrc2-28",
    module: "HR Compliance Essentials",
    difficulty: "medium",
    question:
      "A W-2 contract worker your agency placed at a non-union client posts her hourly rate in a team chat and urges the other contractors to compare pay. The client points to the confidentiality agreement she signed and asks the agency to end her assignment. What should the recruiter advise?",
    options: [
      "End it, since she broke the confidentiality terms she signed",
      "Keep her on, but warn her that pay talk breaches her agreement",
      "End it, since the client is not her employer under the NLRA",
      "Keep her on, since workers discussing pay together is protected",
    ],
    correctAnswer: 3,
    explanation:
      "Section 7 of the NLRA protects non-supervisory employees who discuss pay with coworkers to improve their terms, at union and non-union workplaces alike, and a rule or agreement that forbids it is unenforceable to that extent. The signed confidentiality terms do not override the Act; the agency is her employer and the client can share liability as a joint employer, so removing her is still retaliation; and warning her that pay talk breaches her agreement is itself interference with protected activity.",
    sources: [
      {
        title: "29 U.S.C. § 157 (NLRA Section 7, concerted activities)",
        url: "https://www.law.cornell.edu/uscode/text/29/157",
        checked: "2026-11-28",
      },
      {
        title: "29 U.S.C. § 158(a)(1) (NLRA, interference with Section 7 rights)",
        url: "https://www.law.cornell.edu/uscode/text/29/158",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "hrc2-29",
    module: "HR Compliance Essentials",
    difficulty: "medium",
    question:
      "A candidate rejected by a client in Illinois believes the decision was based on her race. Illinois has its own state fair employment agency. How long does she have to file a charge with the EEOC?",
    options: [
      "180 days from the rejection",
      "300 days from the rejection",
      "Two years from the rejection",
      "90 days from the rejection",
    ],
    correctAnswer: 1,
    explanation:
      "The 180-day deadline to file an EEOC charge extends to 300 days where a state or local agency enforces a law against the same discrimination, as Illinois's does. 180 days is the deadline where no such agency exists; two years is the time Illinois now gives for a charge with its own state agency (and the Equal Pay Act's time to sue), not the EEOC's deadline; and 90 days is the time to sue after an EEOC notice of right to sue.",
    sources: [
      {
        title: "42 U.S.C. § 2000e-5(e)(1) (Title VII, time for filing charges)",
        url: "https://www.law.cornell.edu/uscode/text/42/2000e-5",
        checked: "2026-11-28",
      },
      {
        title: "EEOC, Time Limits for Filing a Charge",
        url: "https://www.eeoc.gov/time-limits",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "hrc2-30",
    module: "HR Compliance Essentials",
    difficulty: "medium",
    question:
      "On a call about her timesheet, a temp tells her agency recruiter that a supervisor at the client keeps making sexual comments to her. She asks the recruiter to hold off, as she is not ready to make a formal complaint. What should the recruiter do?",
    options: [
      "Note the call, respect her wish and act once she files a complaint",
      "Refer her to the client's HR, as the supervisor is the client's",
      "Treat the call as notice to the agency and start its own process",
      "Ask her to put it in writing, as a spoken report does not count",
    ],
    correctAnswer: 2,
    explanation:
      "A staffing firm is liable for a client's harassment of its worker if it knows or should know of it and fails to take prompt corrective action within its control, and it knows once its recruiter has been told; her wish to wait does not lift that duty, though the agency can act discreetly and must protect her from retaliation. Waiting for a formal complaint ignores the notice it already has; sending her to the client's HR hands off a duty the agency shares as a joint employer; and requiring a written report misreads the rule, as a spoken report is notice.",
    sources: [
      {
        title:
          "EEOC, Enforcement Guidance: Application of EEO Laws to Contingent Workers Placed by Temporary Employment Agencies and Other Staffing Firms",
        checked: "2026-11-28",
      },
      {
        title:
          "29 CFR § 1604.11(d)-(e) (employer knew or should have known; immediate and appropriate corrective action)",
        url: "https://www.law.cornell.edu/cfr/text/29/1604.11",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "hrc2-31",
    module: "HR Compliance Essentials",
    difficulty: "medium",
    question:
      "A client wants to move a long-time W-2 temp to a 1099 arrangement. She would keep the same hours, tasks, supervisor and equipment, and she says she would prefer it. For federal minimum wage and overtime, which standard decides whether she can be an independent contractor?",
    options: [
      "Economic reality: whether she is in business for herself",
      "The IRS common-law test, which also governs wage claims",
      "The ABC test, under which she is presumed an employee",
      "Her own choice, set down in a signed contractor agreement",
    ],
    correctAnswer: 0,
    explanation:
      "Under the FLSA, whose definition of employ ('to suffer or permit to work') is broader than the common law, courts and the Labor Department ask whether, as a matter of economic reality, the worker is in business for herself or economically dependent on the business she works for; here nothing changes but the label. The IRS common-law control test decides tax status, not wage-and-hour status; the ABC test is a state-law standard (California, Massachusetts, New Jersey and others), not the federal one; and a worker cannot waive employee status by choosing a 1099 or signing an agreement.",
    sources: [
      {
        title: "29 U.S.C. § 203(e)(1), (g) (FLSA, definitions of employee and employ)",
        url: "https://www.law.cornell.edu/uscode/text/29/203",
        checked: "2026-11-28",
      },
      {
        title:
          "Rutherford Food Corp. v. McComb, 331 U.S. 722 (1947) (economic reality of the relationship)",
        checked: "2026-11-28",
      },
      {
        title:
          "Nationwide Mutual Insurance Co. v. Darden, 503 U.S. 318 (1992) (FLSA's 'suffer or permit' definition broader than the common law)",
        checked: "2026-11-28",
      },
    ],
  },
  {
    id: "hrc2-32",
    module: "HR Compliance Essentials",
    difficulty: "easy",
    question:
      "Your company's in-house recruiting team wants to purge applications and interview notes for people it did not hire 90 days after each decision. No charge or lawsuit is pending. What does EEOC recordkeeping require?",
    options: [
      "Keeping them at least one year from the hiring decision",
      "Keeping them for 90 days, as the team has proposed",
      "Keeping them three years, as with payroll records",
      "Keeping them 180 days, to match the charge deadline",
    ],
    correctAnswer: 0,
    explanation:
      "EEOC rules require employers to keep application forms and other hiring records for one year from the date the record was made or the personnel action was taken, whichever is later, and until final disposition if a charge is filed. Ninety days is far too short; three years is the FLSA's period for payroll records; and 180 days borrows the charge-filing deadline, which the 300-day deadline in many states would outlast anyway.",
    sources: [
      {
        title: "29 CFR § 1602.14 (EEOC, preservation of records)",
        url: "https://www.law.cornell.edu/cfr/text/29/1602.14",
        checked: "2026-11-28",
      },
    ],
  },
];
