// The Boolean search builder page's article (see types.ts).

import type { ToolContent } from "./types";

export const booleanSearchContent: ToolContent = {
  title: "Boolean Search String Generator for Recruiters",
  description:
    "Generate Boolean search strings with AND, OR and NOT from job titles, keywords and locations, then copy them into LinkedIn, job boards or your ATS in one click.",
  heading: "Boolean Search Builder",
  intro:
    'Boolean search lets you combine keywords with the operators AND, OR and NOT to tell a search engine exactly what you want. It is one of the most useful skills in recruiting, because the same string can search LinkedIn, job boards and many applicant tracking systems (ATS). This builder takes the job titles, keywords and locations you enter and generates a properly quoted and bracketed string, ready to copy and paste. For example, ("Recruiter" OR "Talent Acquisition Specialist") AND ("ATS" AND "sourcing") AND ("IT staffing" OR "healthcare staffing") NOT ("intern") AND ("Dallas" OR "Remote") finds recruiters and talent acquisition specialists who mention both ATS and sourcing, and IT or healthcare staffing, in Dallas or remote, and leaves out anyone who mentions an intern.',
  howTo: [
    'Enter the titles you are hiring for in "Job Titles (OR group)", separated by commas, for example Recruiter, Talent Acquisition Specialist. They are joined with OR, so a match on any title counts.',
    'Add must-have terms in "AND Keywords" and alternative terms in "OR Keywords". Under "Join OR Keywords with", keep "OR (broadens the search)" to let any of those terms bring in extra results, or choose "AND (any of these)" to require at least one of them.',
    'List any words you want to exclude in "NOT Keywords", such as intern, and add one or more places in "Location", for example Dallas, Remote.',
    'Click "Generate Boolean" to build the string, then click "Copy to Clipboard" and paste it into LinkedIn, a job board or your ATS. Click "Reset" to clear the form and start again.',
    'To start faster, pick one of the "Templates" above the form. To keep a search, open "Saved searches", name it and click "Save search": it stays in this browser, where you can load, rename or delete it, and "Export to a file" carries it to another browser.',
  ],
  tips: [
    "Type AND, OR and NOT in capital letters when you edit a string by hand. Many platforms, including LinkedIn, only treat uppercase operators as commands.",
    'Put quotation marks around any phrase of two or more words, such as "project manager", so the search matches the exact phrase.',
    'Use NOT sparingly. Excluding "intern" can also remove strong candidates who mention mentoring interns, so review what each exclusion removes.',
    "Run the search, scan the first page of results, and adjust one field at a time. Small changes make it easier to see what improved the results.",
    "Keep a document of the strings that worked well for roles you fill often, so you can reuse and refine them next time.",
    "Check each platform's search help page before relying on a string. Some sites use a minus sign instead of NOT, and Google is one of them.",
  ],
  faqs: [
    {
      question: "What is Boolean search?",
      answer:
        "Boolean search is a way of combining keywords with the operators AND, OR and NOT, plus quotation marks and parentheses, to control exactly which results a search returns. Recruiters use it to find candidates and resumes that match a role's titles, skills and location.",
    },
    {
      question: "What do AND, OR and NOT do?",
      answer:
        'AND requires every term, so Java AND Spring returns only results that mention both. OR accepts any of the terms, so "Recruiter" OR "Talent Acquisition Specialist" returns results with either one. NOT excludes a term, so NOT "intern" removes results that mention intern.',
    },
    {
      question: "Why does the string use quotation marks and parentheses?",
      answer:
        'Quotation marks keep a phrase together, so "IT staffing" matches those words side by side. Parentheses group terms so they are evaluated together, such as ("Dallas" OR "Remote"), which means either location is acceptable.',
    },
    {
      question: "Where can I use the Boolean string?",
      answer:
        "Paste it into the keyword search on LinkedIn, including LinkedIn Recruiter, into the search box of most major job boards and resume databases, or into the candidate search in your ATS. Support for operators varies between platforms, so check the platform's help pages if results look unexpected.",
    },
    {
      question: "Why do my results get broader when I fill in OR Keywords?",
      answer:
        'By default the OR Keywords group is joined to the rest of the string with OR. LinkedIn and most ATS searches apply AND before OR, so a result that mentions one of those keywords can appear even without your job titles or AND keywords: the group broadens the whole search. To require at least one of them as well as everything else, choose "AND (any of these)" under "Join OR Keywords with"; the group is then joined with AND, such as AND ("IT staffing" OR "healthcare").',
    },
    {
      question: "Is a string ever too long for LinkedIn?",
      answer:
        "It can be. LinkedIn does not publish a maximum length for its search box or for the Keywords field in LinkedIn Recruiter, and a very long pasted string may be cut off or refused. As a cautious guide, the builder shows a warning under the string when it is over about 1,000 characters (LinkedIn's search box) or about 4,000 characters (LinkedIn Recruiter). Shorter strings are also easier to check and adjust.",
    },
    {
      question: "Do the operators need to be in capital letters?",
      answer:
        "On many platforms, including LinkedIn, yes. Lowercase and, or and not may be treated as ordinary words. The builder always writes the operators in capitals, so the generated string is ready to use.",
    },
    {
      question: "How is Boolean search different from X-ray search?",
      answer:
        "Boolean search runs inside a platform's own search, such as LinkedIn, a job board or your ATS. X-ray search uses Google with the site: operator to search a website's public pages from the outside. Our X-Ray Search Builder creates that kind of query for LinkedIn, GitHub and four other sites.",
    },
  ],
};
