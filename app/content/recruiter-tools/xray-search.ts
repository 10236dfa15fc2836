// The X-Ray search builder page's article (see types.ts).

import type { ToolContent } from "./types";

export const xraySearchContent: ToolContent = {
  title: "X-Ray Search Builder for LinkedIn and GitHub",
  description:
    "Build Google X-ray search strings that find public LinkedIn, GitHub, Stack Overflow, Xing, Dribbble and X profiles by job title, location, skills, seniority and company, with exclusions, ready to copy or search.",
  heading: "X-Ray Search Builder",
  intro:
    'X-ray searching means using Google to look inside a single website. By starting a query with the site: operator, for example site:linkedin.com/in, you tell Google to return only pages from that part of the site, such as public LinkedIn profiles or GitHub profiles. This builder turns the job titles, location, skills, seniority and company you enter into a ready-made query like site:linkedin.com/in ("Java Developer" OR "Backend Engineer") ("Austin") ("Java" AND "Spring") ("Senior") ("Acme"). Use it responsibly: it only finds pages that people have chosen to make public, and the results should be used to reach out professionally and respectfully, never to scrape or collect personal data in bulk.',
  howTo: [
    'Enter one or more titles in "Job Title(s)", separated by commas, for example Java Developer, Backend Engineer. The titles are quoted and joined with OR, so a profile can match any of them.',
    'Add a city, state or region in "Location", then list the must-have skills in "Skills (comma separated)". Each skill is quoted and joined with AND, so profiles must mention all of them.',
    'Set the "Seniority Level" and, if you are targeting people at a particular employer, fill in "Company (Optional)".',
    'List anything to leave out in "Exclude (comma separated)", for example Infosys, Intern: each item becomes -"Infosys", which tells Google to drop pages that mention it.',
    'Choose the "Platform" to search: LinkedIn profiles, GitHub, Stack Overflow, Xing, Dribbble or X. For LinkedIn you can pick a "LinkedIn country", which searches that country\'s subdomain such as uk.linkedin.com/in (only a hint, as Google may list a profile under another), and tick "Skip job posts and company pages" to leave out LinkedIn\'s job posts, job lists and company pages.',
    'Click "Build Query". Check the word count, and if the page warns that the query is over Google\'s 32-word limit, remove a title, skill or exclusion.',
    'Click "Copy to Clipboard" to paste the query into Google yourself, or use the "Search on Google" link to run it straight away. Click "Reset" to clear every field and start a new search.',
    'To start faster, pick one of the "Templates" above the form. To keep a search, open "Saved searches", name it and click "Save search": it stays in this browser, where you can load, rename or delete it, and "Export to a file" carries it to another browser.',
  ],
  tips: [
    "Start broad with titles and one or two key skills, run the search, then add seniority, company or more skills only if you get too many results.",
    "Include common variations of a title, such as Software Engineer, Software Developer and Backend Engineer, because people describe the same job in different ways.",
    "Keep the location short and simple. A city name such as Austin usually matches more profiles than a full address, because quoted text must appear exactly as written.",
    "On GitHub, profiles rarely list job titles, so lean on skills, programming languages and location, and leave the title list short.",
    'Use "Exclude" for the employer or words you do not want, such as a current client or "intern". Typing a minus before an item in any field, such as -Infosys under Company, excludes it too.',
    "When you contact someone you found this way, say where you saw their profile, explain the role briefly, and respect their answer if they are not interested.",
  ],
  faqs: [
    {
      question: "What is X-ray searching?",
      answer:
        "X-ray searching is a sourcing technique that uses a search engine, usually Google, to search within a single website. The site: operator limits results to one domain or section, such as site:linkedin.com/in for public LinkedIn profiles or site:github.com for GitHub, and the rest of the query describes the people you are looking for.",
    },
    {
      question: "Is X-ray searching ethical?",
      answer:
        "It can be, when it is done with care. Only view pages that are publicly available, respect each platform's terms of use and people's privacy, and use what you find to make a relevant, professional introduction. Do not scrape profiles, copy personal data in bulk, or use results to screen people on personal characteristics unrelated to the job. Follow your company's policies and applicable privacy laws.",
    },
    {
      question: "Why does the builder warn me about 32 words?",
      answer:
        'Google only considers the first 32 words of a search query and ignores the rest, so part of a long query would have no effect. Each word of a quoted phrase counts, as do OR and AND, while an operator with its text, such as site:linkedin.com/in or -"Infosys", counts as one word. The builder counts the words in your query that way and warns you when it goes over, so you can trim titles or skills until the whole query counts.',
    },
    {
      question: "Why are titles joined with OR but skills joined with AND?",
      answer:
        "Titles are alternatives: a good candidate might call themselves a Java Developer or a Backend Engineer, so OR matches either one. Skills are requirements, so AND asks for profiles that mention every skill you list. Each additional skill narrows the results.",
    },
    {
      question: "Why is every item in quotation marks?",
      answer:
        'Quotation marks tell Google to match the exact phrase, so "Java Developer" finds those two words together rather than pages that mention Java in one place and developer in another.',
    },
    {
      question: "Why don't some profiles I know about appear in the results?",
      answer:
        "X-ray searching only finds pages that are public and that Google has indexed. People can limit who sees their profile, and Google's copy of a page may be out of date, so always confirm details on the profile itself before reaching out.",
    },
  ],
};
