// The time zone converter page's article (see types.ts).

import type { Sources } from "../calculators/types";
import type { ToolContent } from "./types";

export const timeZoneContent: ToolContent & { bookmark: string; sources: Sources } = {
  title: "Time Zone Converter: India (IST) to US Time Zones",
  description:
    "Convert interview and call times between IST and US Eastern, Central or Pacific time, or any other zone, with daylight saving time handled automatically.",
  heading: "Time Zone Converter",
  intro:
    "Scheduling an interview in New York from an office in Hyderabad, or calling a candidate in Bengaluru from Dallas, means doing time zone math several times a day. This converter does it for you. Pick a starting zone, enter a time and date, choose the zone you want, and get the matching local time and date. It follows real daylight saving time rules, so the gap between India and the US is always correct: India Standard Time is 9 hours 30 minutes ahead of US Eastern time while US clocks are on daylight saving time, and 10 hours 30 minutes ahead for the rest of the year.",
  howTo: [
    'In "From Time Zone", type the city or zone the original time is in, such as Chicago, Kolkata or Pacific, and pick it from the suggestions. India (IST), UTC, US Eastern, Central, Pacific, Mountain, Arizona, Alaska and Hawaii, London, Dubai, Manila and Singapore are suggested first; every other IANA time zone follows, by region (Africa, America, Asia, Europe and so on). Each zone shows its offset from UTC today; the conversion uses the offset in force on the date you enter.',
    'Enter the time of the interview or call in the "Time" field.',
    'Type the date in the "Date (DD-MMM-YY)" field as the day, the first three letters of the month and the last two digits of the year, for example 14-Jul-26 for 14 July 2026. It starts at today\'s date. The date matters because daylight saving time changes the gap between zones at certain times of year.',
    'In "To Time Zone", type or pick the zone you want to convert to, such as US Eastern for a candidate in New York or India (IST) for a recruiter in Chennai.',
    'Click "Convert Time" to see the converted time and date, shown in a format like "11:30 PM, 14-Jul-26". Click "Clear" to reset the form for the next conversion.',
    'Under "Working hours side by side", choose a third and, if you like, a fourth zone and click "Show Working Hours": every hour of the date in the From zone appears beside the same moment in the other zones, each shaded as work (9:00 AM to 6:00 PM), morning, evening or night in its zone, the hours when 9:00 AM to 6:00 PM is the time in all of them are marked "All at work", and each hour\'s "Copy" button copies a line such as "9:00 AM ET / 7:30 PM IST, Tue 24 Nov" for an invitation.',
  ],
  tips: [
    "Always check the converted date as well as the time. A 2:00 PM Eastern call in July is 11:30 PM the same day in India, but a 3:00 PM call is already 12:30 AM the next day.",
    "Double-check meetings in the weeks around the US clock changes in March and November. India does not change its clocks, so the gap to every US zone that observes daylight saving time shifts by one hour on those dates. The gap to Hawaii (Pacific/Honolulu) and to Arizona outside the Navajo Nation (America/Phoenix) stays the same all year.",
    'Write both local times in every invitation, for example "10:00 AM ET / 7:30 PM IST", so the candidate and the hiring manager can each confirm the time at a glance.',
    "US Eastern mornings overlap with Indian evenings. In US summer, 8:00 to 11:00 AM Eastern is 5:30 to 8:30 PM in India, a window that often works well for both sides.",
    "Arizona does not observe daylight saving time, except the Navajo Nation in its north-east, so choose Arizona (America/Phoenix) rather than US Pacific or US Mountain time for candidates there. For a candidate in the Navajo Nation, choose US Mountain (America/Denver).",
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
        "In most of the United States, clocks move forward one hour on the second Sunday in March and back one hour on the first Sunday in November, at 2:00 AM local time. Hawaii, and Arizona except the Navajo Nation, do not observe daylight saving time.",
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
  sources: {
    heading: "Sources",
    note: "The daylight saving time dates are those of the Uniform Time Act, as amended by the Energy Policy Act of 2005, which lets a state keep standard time all year (Hawaii and Arizona do; the Navajo Nation, which spans Arizona, New Mexico and Utah, follows daylight saving time). The converter's offsets come from the IANA time zone database that your computer and ours use.",
    links: [
      {
        label: "15 U.S.C. 260a: the Uniform Time Act's daylight saving time, on the US Code",
        href: "https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title15-section260a&num=0&edition=prelim",
      },
      {
        label: "US Department of Transportation: daylight saving time and time zones",
        href: "https://www.transportation.gov/regulations/daylight-saving-time",
      },
      {
        label: "IANA: the time zone database",
        href: "https://www.iana.org/time-zones",
      },
    ],
    reviewed: "2026-11-27",
  },
  bookmark:
    "If you schedule interviews and client calls across India and the US every day, bookmark this page so the converter is always one click away. Press Ctrl+D on Windows or Linux, or Cmd+D on a Mac, and save it to your bookmarks bar for quick access whenever you need to confirm a time before sending an invitation.",
};
