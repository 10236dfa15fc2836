export interface Faq {
  question: string;
  answer: string;
}

export interface ToolContent {
  /** The page <title>, without the site name. */
  title: string;
  /** Meta description, 120-160 characters. */
  description: string;
  /** The page's h1. */
  heading: string;
  intro: string;
  /** Numbered steps that use the labels shown on the page. */
  howTo: string[];
  tips: string[];
  faqs: Faq[];
}

export const timeZoneContent: ToolContent & { bookmark: string } = {
  title: "Time Zone Converter: India (IST) to US Time Zones",
  description:
    "Convert interview and call times between IST and US Eastern, Central or Pacific time, or any other zone, with daylight saving time handled automatically.",
  heading: "Time Zone Converter",
  intro:
    "Scheduling an interview in New York from an office in Hyderabad, or calling a candidate in Bengaluru from Dallas, means doing time zone math several times a day. This converter does it for you. Pick a starting zone, enter a time and date, choose the zone you want, and get the matching local time and date. It follows real daylight saving time rules, so the gap between India and the US is always correct: India Standard Time is 9 hours 30 minutes ahead of US Eastern time while US clocks are on daylight saving time, and 10 hours 30 minutes ahead for the rest of the year.",
  howTo: [
    'In "From Time Zone", choose the zone the original time is in. India (IST), UTC, US Eastern, US Central and US Pacific are listed first, and every other IANA time zone is available further down the list.',
    'Enter the time of the interview or call in the "Time" field.',
    'Enter the date in the "Date (DD-MMM-YY)" field, for example 14-Jul-26. The date matters because daylight saving time changes the gap between zones at certain times of year.',
    'In "To Time Zone", choose the zone you want to convert to, such as US Eastern for a candidate in New York or India (IST) for a recruiter in Chennai.',
    'Click "Convert Time" to see the converted time and date, shown in a format like "11:30 PM, 14-Jul-26". Click "Clear" to reset the form for the next conversion.',
  ],
  tips: [
    "Always check the converted date as well as the time. A 2:00 PM Eastern call in July is 11:30 PM the same day in India, but a 3:00 PM call is already 12:30 AM the next day.",
    "Double-check meetings in the weeks around the US clock changes in March and November. India does not change its clocks, so the gap to every US zone shifts by one hour on those dates.",
    'Write both local times in every invitation, for example "10:00 AM ET / 7:30 PM IST", so the candidate and the hiring manager can each confirm the time at a glance.',
    "US Eastern mornings overlap with Indian evenings. In US summer, 8:00 to 11:00 AM Eastern is 5:30 to 8:30 PM in India, a window that often works well for both sides.",
    "Most of Arizona does not observe daylight saving time, so choose America/Phoenix rather than US Pacific or US Mountain time for candidates there.",
    'Say "Eastern Time" or "ET" in messages unless you are sure which applies: EST is only correct in winter, and EDT is only correct in summer.',
  ],
  faqs: [
    {
      question: "What is the time difference between India and US Eastern time?",
      answer:
        "India Standard Time is 9 hours 30 minutes ahead of US Eastern time while the US is on daylight saving time, from March to November. For the rest of the year the gap is 10 hours 30 minutes. For example, 9:00 AM in New York is 6:30 PM in India in July and 7:30 PM in India in January.",
    },
    {
      question: "Does India observe daylight saving time?",
      answer:
        "No. India uses India Standard Time (UTC+5:30) all year round and does not change its clocks. When the gap between India and the US changes, it is because US clocks have moved.",
    },
    {
      question: "When do US clocks change for daylight saving time?",
      answer:
        "In most of the United States, clocks move forward one hour on the second Sunday in March and back one hour on the first Sunday in November, at 2:00 AM local time. Most of Arizona and Hawaii do not observe daylight saving time.",
    },
    {
      question: "What are the time differences between India and US Central and Pacific time?",
      answer:
        "India is 10 hours 30 minutes ahead of US Central time during US daylight saving time and 11 hours 30 minutes ahead the rest of the year. It is 12 hours 30 minutes ahead of US Pacific time during daylight saving time and 13 hours 30 minutes ahead the rest of the year.",
    },
    {
      question: "Why do I need to enter a date?",
      answer:
        "The gap between two zones can change during the year because of daylight saving time, and a conversion can cross midnight into the previous or next day. Entering the date lets the converter apply the right rules and show the correct local date.",
    },
    {
      question: "What is an IANA time zone?",
      answer:
        "IANA time zones are standard names such as Asia/Kolkata, America/New_York and Europe/London, taken from the time zone database that computers and phones use worldwide. Each name carries that region's offset from UTC and its daylight saving rules, which is why choosing the right one gives an accurate result.",
    },
    {
      question: "Can I convert between two zones outside India and the US?",
      answer:
        'Yes. You can choose any IANA time zone in both "From Time Zone" and "To Time Zone", so you can convert between UTC and US Pacific, London and Singapore, or any other pair you need.',
    },
  ],
  bookmark:
    "If you schedule interviews and client calls across India and the US every day, bookmark this page so the converter is always one click away. Press Ctrl+D on Windows or Linux, or Cmd+D on a Mac, and save it to your bookmarks bar for quick access whenever you need to confirm a time before sending an invitation.",
};

export const xraySearchContent: ToolContent = {
  title: "X-Ray Search Builder for LinkedIn and GitHub",
  description:
    "Build Google X-ray search strings that find public LinkedIn and GitHub profiles by job title, location, skills, seniority and company, ready to copy or search.",
  heading: "X-Ray Search Builder",
  intro:
    'X-ray searching means using Google to look inside a single website. By starting a query with the site: operator, for example site:linkedin.com/in, you tell Google to return only pages from that part of the site, such as public LinkedIn profiles or GitHub profiles. This builder turns the job titles, location, skills, seniority and company you enter into a ready-made query like site:linkedin.com/in ("Java Developer" OR "Backend Engineer") ("Austin") ("Java" AND "Spring") ("Senior") ("Acme"). Use it responsibly: it only finds pages that people have chosen to make public, and the results should be used to reach out professionally and respectfully, never to scrape or collect personal data in bulk.',
  howTo: [
    'Enter one or more titles in "Job Title(s)", separated by commas, for example Java Developer, Backend Engineer. The titles are quoted and joined with OR, so a profile can match any of them.',
    'Add a city, state or region in "Location", then list the must-have skills in "Skills (comma separated)". Each skill is quoted and joined with AND, so profiles must mention all of them.',
    'Set the "Seniority Level" and, if you are targeting people at a particular employer, fill in "Company (Optional)".',
    'Choose the "Platform" to search, LinkedIn or GitHub, then click "Build Query". Check the word count, and if the page warns that the query is over Google\'s 32-word limit, remove a title or skill.',
    'Click "Copy to Clipboard" to paste the query into Google yourself, or use the "Search on Google" link to run it straight away. Click "Reset" to clear every field and start a new search.',
  ],
  tips: [
    "Start broad with titles and one or two key skills, run the search, then add seniority, company or more skills only if you get too many results.",
    "Include common variations of a title, such as Software Engineer, Software Developer and Backend Engineer, because people describe the same job in different ways.",
    "Keep the location short and simple. A city name such as Austin usually matches more profiles than a full address, because quoted text must appear exactly as written.",
    "On GitHub, profiles rarely list job titles, so lean on skills, programming languages and location, and leave the title list short.",
    'After running the search, you can add Google\'s minus operator in the search box, for example -"intern", to exclude a word or phrase from the results.',
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
        "Google only considers the first 32 words of a search query and ignores the rest, so part of a long query would have no effect. The builder counts the words in your query and warns you when it goes over, so you can trim titles or skills until the whole query counts.",
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

export const booleanSearchContent: ToolContent = {
  title: "Boolean Search String Generator for Recruiters",
  description:
    "Generate Boolean search strings with AND, OR and NOT from job titles, keywords and locations, then copy them into LinkedIn, job boards or your ATS in one click.",
  heading: "Boolean Search Builder",
  intro:
    'Boolean search lets you combine keywords with the operators AND, OR and NOT to tell a search engine exactly what you want. It is one of the most useful skills in recruiting, because the same string can search LinkedIn, job boards and many applicant tracking systems (ATS). This builder takes the job titles, keywords and locations you enter and generates a properly quoted and bracketed string, such as ("Recruiter" OR "Talent Acquisition Specialist") AND ("ATS" AND "sourcing") OR ("IT staffing") NOT ("intern") AND ("Dallas" OR "Remote"), ready to copy and paste.',
  howTo: [
    'Enter the titles you are hiring for in "Job Titles (OR group)", separated by commas, for example Recruiter, Talent Acquisition Specialist. They are joined with OR, so a match on any title counts.',
    'Add must-have terms in "AND Keywords" and alternative terms in "OR Keywords".',
    'List any words you want to exclude in "NOT Keywords", such as intern, and add one or more places in "Location", for example Dallas, Remote.',
    'Click "Generate Boolean" to build the string, then click "Copy to Clipboard" and paste it into LinkedIn, a job board or your ATS. Click "Reset" to clear the form and start again.',
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
        "The OR Keywords group is joined to the rest of the string with OR, so on many platforms a result that matches those keywords can appear even if it does not match every other part. If you want them as optional extras alongside your required terms, leave the field empty or edit the copied string to add parentheses that group the terms the way you intend.",
    },
    {
      question: "Do the operators need to be in capital letters?",
      answer:
        "On many platforms, including LinkedIn, yes. Lowercase and, or and not may be treated as ordinary words. The builder always writes the operators in capitals, so the generated string is ready to use.",
    },
    {
      question: "How is Boolean search different from X-ray search?",
      answer:
        "Boolean search runs inside a platform's own search, such as LinkedIn, a job board or your ATS. X-ray search uses Google with the site: operator to search a website's public pages from the outside. Our X-Ray Search Builder creates that kind of query for LinkedIn and GitHub.",
    },
  ],
};
