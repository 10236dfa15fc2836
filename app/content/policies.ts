import { mailBudget } from "./mail-budget";
import { lifetimeText, siteCookies } from "./cookies";
import { removalTime, replyAim } from "./promises";
import { reviewFlagReasons } from "./review-flags";
import {
  expiredPersonLinkDays,
  heldMailDays,
  longestCounterSeconds,
  mailRetryHours,
  personLinkDays,
  representativeLinkMinutes,
  sweepMinutes,
  unconfirmedAttemptHours,
  unconfirmedClaimDays,
  erasedReason,
  unconfirmedReviewDays,
  yourDataLinkMinutes,
} from "./retention";

const hour = 3600;
const day = 24 * hour;

/** Inline tokens in text: "{email}" renders as a mail link to the site's admin address, "{contact}" as a link to the /contact page. Use them where the text refers to contacting us. */
export type PolicyBlock =
  | { type: "p"; text: string }
  | { type: "ul"; items: string[] }
  | {
      type: "table";
      caption: string;
      columns: string[];
      rows: string[][];
      /** The first column's cells: names in code type (a cookie's), or plain text. */
      rowHeaders?: "code" | "text";
    };

export interface PolicySection {
  /** URL fragment id, kebab-case, unique within the page */
  id: string;
  heading: string;
  blocks: PolicyBlock[];
}

export interface PolicyPage {
  /** <title> text, without the site name */
  title: string;
  /** meta description, 120-160 characters */
  description: string;
  /** the page's h1 */
  heading: string;
  /** paragraphs under the h1 */
  intro: string[];
  /** human date shown as "Last updated {lastUpdated}", only where required */
  lastUpdated?: string;
  sections: PolicySection[];
}

export const disclaimer: PolicyPage = {
  title: "Disclaimer",
  description:
    "Staffing Spotlight is an independent community platform. Learn where our career news comes from, the limits of our content, and how to request post removal.",
  heading: "Disclaimer",
  intro: [
    "Staffing Spotlight is an independent, third-party community website that celebrates the career moves of people who work in staffing and recruitment across the United States. Please read this page to understand what we are, what we are not, and how to reach us about content that concerns you.",
  ],
  sections: [
    {
      id: "who-we-are",
      heading: "A third-party community platform",
      blocks: [
        {
          type: "p",
          text: "We share news about promotions, new roles and leadership changes so the staffing community can recognize and congratulate one another. We are not an employer, a recruiter, a staffing agency or an official or regulatory body, and we do not place candidates or offer jobs.",
        },
        {
          type: "p",
          text: "We are not affiliated with, sponsored by or endorsed by the companies, brands or people mentioned on the site. Company names and trademarks belong to their respective owners and are used only to identify them.",
        },
      ],
    },
    {
      id: "information-sources",
      heading: "Where our information comes from",
      blocks: [
        {
          type: "p",
          text: "Career movement posts are based on information that is already public or that has been shared with us directly. Our sources include:",
        },
        {
          type: "ul",
          items: [
            "Public posts on professional networks such as LinkedIn.",
            "Company press releases and official announcements.",
            "Publicly available news articles and industry coverage.",
            "Submissions from community members, including people sharing their own career news.",
          ],
        },
        {
          type: "p",
          text: "Moderators review submissions for quality and relevance before anything is published, but we cannot independently verify every detail.",
        },
      ],
    },
    {
      id: "accuracy-and-advice",
      heading: "Accuracy, endorsements and professional advice",
      blocks: [
        {
          type: "p",
          text: "We work to keep our content accurate and up to date, but we make no guarantee that every post, directory listing or review is complete, current or error-free. Details such as titles, dates and company names can change after publication.",
        },
        {
          type: "p",
          text: "Featuring a person or company is not an endorsement. Company reviews reflect the opinions of the people who wrote them, not our views, and directory listings are provided for information only.",
        },
        {
          type: "p",
          text: "Our free tools, including the finance calculators, time zone converter and search string builders, are provided for general information only and are not financial, tax, legal or other professional advice. Calculator results are estimates based on the figures you enter; please consult a qualified professional before making decisions. Our recruiter certification assessment is a free, informal skills check offered by this community. It is not an accredited or government-recognized credential.",
        },
      ],
    },
    {
      id: "post-removal-policy",
      heading: "Post removal policy",
      blocks: [
        {
          type: "p",
          text: "If a post on Staffing Spotlight is about you and you would like it removed, just ask. You do not need to give a reason. Send your request to {email} or use our {contact}, and include a link to the post or enough detail for us to find it.",
        },
        {
          type: "p",
          text: `We process removal requests within ${removalTime}. We may reply to confirm the request comes from the person the post is about, and we will let you know once the post has been taken down.`,
        },
      ],
    },
    {
      id: "questions",
      heading: "Questions",
      blocks: [
        {
          type: "p",
          text: `If you have a question about this disclaimer or anything you see on the site, please reach out through our {contact}. We ${replyAim}.`,
        },
      ],
    },
  ],
};

export const postingPolicy: PolicyPage = {
  title: "Posting Policy",
  description:
    "How Staffing Spotlight selects, moderates and publishes career movement posts, what information we never share, and how to ask for a post to be removed.",
  heading: "Posting Policy",
  intro: [
    "This policy explains how we decide what to publish about career movements in the staffing and recruitment industry, what information we include, and how people can ask us to remove a post about them.",
    "Its last section is for staffing companies: what a company's representatives can and cannot do once they claim its profile in our directory, and the rules every company review keeps.",
  ],
  sections: [
    {
      id: "purpose",
      heading: "1. Purpose",
      blocks: [
        {
          type: "p",
          text: "Staffing Spotlight exists to celebrate the people who make the staffing and recruitment industry work. Our posts recognize promotions, new roles and leadership changes so that colleagues, clients and peers can share in that news.",
        },
        {
          type: "p",
          text: "Every post is meant to be positive, factual and professional. We do not publish gossip, criticism of individuals or speculation about why someone changed roles.",
        },
      ],
    },
    {
      id: "data-sources",
      heading: "2. Data Sources",
      blocks: [
        {
          type: "p",
          text: "We build posts from professional information that is already public or that is shared with us for publication:",
        },
        {
          type: "ul",
          items: [
            "Public posts on professional networks such as LinkedIn.",
            "Company press releases and official announcements.",
            "Publicly available news and industry coverage.",
            "Submissions sent through our form by community members, including people announcing their own moves.",
          ],
        },
      ],
    },
    {
      id: "legal-compliance",
      heading: "3. Legal Compliance",
      blocks: [
        {
          type: "p",
          text: "We publish only professional information that is publicly available or that has been submitted to us for publication, and we aim to respect applicable US laws, including those that protect privacy and intellectual property.",
        },
        {
          type: "p",
          text: "We do not publish sensitive personal information. This includes, for example:",
        },
        {
          type: "ul",
          items: [
            "Health or medical information.",
            "Compensation, salary or benefits details.",
            "Immigration or visa status.",
            "Home addresses, personal phone numbers or personal e-mail addresses.",
            "Information about race, religion, age, family status or other personal characteristics.",
          ],
        },
        {
          type: "p",
          text: "Moderators review every submission for quality and relevance before it is published and may edit, decline or remove content that does not meet this policy.",
        },
      ],
    },
    {
      id: "privacy",
      heading: "4. Privacy",
      blocks: [
        {
          type: "p",
          text: "We only publish professional information, such as a person's name, job title, company and the nature of the career move. E-mail addresses are never published: not the optional e-mail address a submitter may give us for themselves, and not the one they may give us for the person the movement is about.",
        },
        {
          type: "p",
          text: "Submitter details are used only to review the submission and, if needed, to follow up about it. The address of the person a movement is about is used only to send them the e-mail described in the next section, and for its links. Our Website Policies page explains in more detail what data we store and why.",
        },
      ],
    },
    {
      id: "when-a-post-is-about-you",
      heading: "5. When a Post Is About You",
      blocks: [
        {
          type: "p",
          text: "Anyone can share a career movement with us, so the person it is about may not know that it was sent. Whoever shares it can give us that person's e-mail address, so that we can let them know. The address stays private: it is never published, and we use it only for the e-mail below and its links.",
        },
        {
          type: "p",
          text: "When a moderator approves the movement, we send one e-mail to that address. It offers three choices, each a link to a page of ours where a button makes the choice. Opening a link changes nothing by itself, so a program that checks the links in an e-mail cannot choose for you.",
        },
        {
          type: "ul",
          items: [
            "Confirm: the post then shows “Confirmed by” with your first name and the date you confirmed, on its page, in the movements feed, in the RSS feed and on the image shown when the post is shared.",
            "Suggest a correction: a short form, already filled in with the post's details, where you change what is wrong. Your suggestion goes to our moderators, who see exactly what you changed. The post stays as it is until a moderator decides.",
            "Take it down: the post leaves the site at once. Its page then says that it was taken down, and it no longer appears in the feed, search results, the RSS feed or our sitemap, and its image for sharing is gone. Our moderators see that it was taken down, and the person who shared it is told, without your e-mail address.",
          ],
        },
        {
          type: "p",
          text: `Taking a post down this way does not wait for anyone. It is faster than a removal request by e-mail or through our {contact}, which we process within ${removalTime}. That route stays open to anyone else, as the next section explains.`,
        },
        {
          type: "p",
          text: `The links work for ${personLinkDays} days. After that, the page a link opens offers to send new links, to the same address and never to another. If you have lost the e-mail, ask us through our {contact} and a moderator can send it again.`,
        },
        {
          type: "p",
          text: "If the news is your own, tick “This is me” when you share it: your own e-mail address then serves. We send you a link to confirm that the address is yours, and once you have, the post shows that you confirmed it from the start.",
        },
        {
          type: "p",
          text: "So “Confirmed by” and a first name mean that the person the post is about received our e-mail, at the address given for them, and confirmed the details. A post without the mark is not necessarily wrong: the person may not have been given an address, or may not have answered yet. Every post, marked or not, was reviewed by a moderator before it was published. If you do nothing, your post stays as it is.",
        },
      ],
    },
    {
      id: "removal-requests",
      heading: "6. Removal Requests",
      blocks: [
        {
          type: "p",
          text: "Anyone can ask us to remove a post about them. Send your request to {email} or use our {contact}, with a link to the post or enough detail for us to find it. No explanation is required. If we e-mailed you about the post, its “Take it down” link is quicker: the post leaves the site at once.",
        },
        {
          type: "p",
          text: `Removal requests are processed within ${removalTime}. We may contact you to confirm that the request comes from the person named in the post.`,
        },
      ],
    },
    {
      id: "intent",
      heading: "7. Intent",
      blocks: [
        {
          type: "p",
          text: "Our intent is to recognize achievements and keep the community informed, never to embarrass, harm or misrepresent anyone. We do not use published posts to recruit, solicit or market to the people featured.",
        },
        {
          type: "p",
          text: "If a post is inaccurate or you feel it does not reflect this intent, please let us know and we will review it promptly.",
        },
      ],
    },
    {
      id: "legal-disclaimer",
      heading: "8. Legal Disclaimer",
      blocks: [
        {
          type: "p",
          text: "Staffing Spotlight is an independent community platform. We are not an employer, a recruiter or an official body, and we are not affiliated with the companies or people mentioned in our posts. A post is not an endorsement of any person or company.",
        },
        {
          type: "p",
          text: "Posts are based on information available at the time of publication and are provided as is, without any guarantee of accuracy or completeness. Nothing on this site is legal, financial or professional advice.",
        },
      ],
    },
    {
      id: "for-companies",
      heading: "9. For Companies",
      blocks: [
        {
          type: "p",
          text: "Every staffing company in our directory has a profile, and the people who work there can claim it, so that the company can answer for itself. To claim it, a representative gives us a work e-mail address at the company website's own domain; addresses from free and disposable e-mail services are not accepted. We e-mail a link to that address, and the claim takes effect once the representative opens it and confirms. A company can have several representatives.",
        },
        {
          type: "p",
          text: `Representatives sign in at /for-companies with a link we e-mail to their work address. The link works for ${representativeLinkMinutes} minutes and only once, and a session lasts ${lifetimeText(siteCookies.company.maxAge)}. A representative can:`,
        },
        {
          type: "ul",
          items: [
            "Reply in public to each review of the company, once per review, in up to 2,000 characters. A reply goes to our moderators just as a review does. Once approved, it appears under the review, headed “Response from” and the company's name, with its date. A reply can be edited; each edit is moderated again, and the reply as last approved stays shown until the edit is approved.",
            "Flag a review for our moderators, with one reason from the rules below. A flag asks a moderator to look at the review; it never hides the review by itself. The moderator either dismisses the flag or removes the review.",
            "Propose changes to the company's description, website, location, size, specialties, service types and states served. Our moderators see each proposed change side by side with the current profile and approve or reject it. Once a change is approved, the profile shows “Updated by the company” with the date.",
            "Choose the e-mail they receive about new reviews: one each time a review of the company is published, with a link to reply; a weekly digest instead, sent only in weeks with new reviews; or none. Each of these e-mails has an unsubscribe link and one-click unsubscribe.",
          ],
        },
        {
          type: "p",
          text: "A claim never allows a company to:",
        },
        {
          type: "ul",
          items: [
            "Hide, edit or remove a review.",
            "See who wrote a review. Representatives see only what every visitor sees: never a reviewer's e-mail address, or anything else the reviewer did not publish.",
            "Have a review taken down because it is negative.",
            "Pay for reviews or reward them in any way.",
          ],
        },
        {
          type: "p",
          text: "These are the rules every review on Staffing Spotlight keeps, and the reasons a representative can flag a review for:",
        },
        {
          type: "ul",
          items: reviewFlagReasons.map((reason) => reason.rule),
        },
        {
          type: "p",
          text: "A review that keeps these rules stays published, however critical of the company it is. A company that disagrees with a review can say so in its reply.",
        },
        {
          type: "p",
          text: "A company may invite its clients, candidates and contractors to review it, and we are glad when it does. It must invite them all alike, never only the ones it expects to be happy. It must never offer anything in return for a review or for a particular rating, and never pressure a reviewer to change or remove a review.",
        },
        {
          type: "p",
          text: "The U.S. Federal Trade Commission's Trade Regulation Rule on the Use of Consumer Reviews and Testimonials (16 CFR Part 465), in force since October 21, 2024, forbids among other things: fake reviews; paying for reviews, with money or anything else, on condition of what they say; reviews by a company's own officers or managers that do not disclose that connection; and suppressing reviews with unfounded legal threats, physical threats, intimidation or false public accusations. We remove reviews that break it, and we revoke the claim of a company that does.",
        },
        {
          type: "p",
          text: "A moderator can revoke a representative's claim at any time, and writes the reason in our moderators' audit log. Revoking a claim ends the representative's sign-in sessions at once, and they can no longer reply, flag reviews or propose changes. The reasons include:",
        },
        {
          type: "ul",
          items: [
            "The person no longer works for the company.",
            "The claim was made improperly.",
            "The representative broke these rules, for example by asking only satisfied clients for reviews, pressuring a reviewer or trying to find out who wrote a review, or offering something for a review or for changing one.",
            "The company asks us to, through our {contact}.",
          ],
        },
        {
          type: "p",
          text: "Replies already published stay under the company's name: each was checked by a moderator before it appeared.",
        },
        {
          type: "p",
          text: "Sources: the rule's current text in the Electronic Code of Federal Regulations, https://www.ecfr.gov/current/title-16/chapter-I/subchapter-D/part-465; the Federal Trade Commission's page on the rule, https://www.ftc.gov/legal-library/browse/rules/rulemaking-use-consumer-reviews-testimonials; and the rule as published in the Federal Register, 89 FR 68034 (August 22, 2024). Last reviewed 29 November 2026.",
        },
      ],
    },
  ],
};

/**
 * What the site keeps about a person, and for how long: the privacy policy's table, its periods
 * taken from the constants the code deletes by (retention.ts). `tables` names the database
 * tables that hold it; it is not shown, but a test (website-policies.integration.test.ts, with
 * the migrated schema) fails when a table holding an e-mail or IP address is named by no row.
 */
export const storedData: { tables: string[]; what: string; kept: string }[] = [
  {
    tables: ["contact_messages"],
    what: "Messages sent through our contact form: your name, e-mail address, subject and message.",
    kept: "Until you ask us to delete them.",
  },
  {
    tables: ["movement_submissions"],
    what: "Career movements you share: the movement's details, and your name and e-mail address if you give them.",
    kept: "Until you ask us to delete them.",
  },
  {
    // Issue 31: the person a movement is about. Their links sit in movement_person_links and
    // their suggestions in movement_corrections, neither with an address.
    tables: ["movement_submissions"],
    what: "Career movements about you, when the person who shared one gave us your e-mail address (or it was you, and you ticked “This is me”): that address, never shown and used only to send you the e-mail about the movement and for its links; when you confirmed the movement or took it down; any correction you suggest; and a record of each link we send you: its choice, its dates and a fingerprint of it (a SHA-256 hash), not the link itself.",
    kept: `As long as the movement is kept, unless you ask us to delete them; your address is deleted at once when you take the movement down. The e-mail's links are blanked from our copy once it is sent. A link works for ${lifetimeText(personLinkDays * day)}; its record is deleted ${lifetimeText(expiredPersonLinkDays * day)} after that.`,
  },
  {
    tables: ["company_reviews"],
    what: "Company reviews: the review, how you know the company (shown with the review) and your e-mail address (never shown).",
    kept: `A review not confirmed within ${lifetimeText(unconfirmedReviewDays * day)} is deleted; a confirmed review is kept until you ask us to delete it.`,
  },
  {
    tables: ["company_claims", "review_replies", "review_flags", "profile_proposals"],
    what: "Claims of a company's profile: the representative's name, job title and work e-mail address (never shown), and when the claim was confirmed or revoked (with the moderator's reason); their choice of e-mail about reviews; and what they send for the company, each with who sent it: replies to reviews (published under the company's name once a moderator approves them), flags on reviews with their reason, and proposed changes to the profile.",
    kept: `A claim not confirmed within ${lifetimeText(unconfirmedClaimDays * day)} is deleted; a confirmed or revoked claim is kept while the company is listed, unless you ask us to delete it.`,
  },
  {
    tables: ["assessment_attempts", "assessment_completions"],
    what: "The recruiter certification assessment: your name, e-mail address, company and designation, your answers and score, and, once you enter the e-mailed code, a keyed hash of your IP address (of its /64 network for IPv6), made with a secret key so that the database alone does not reveal the address, which limits how many assessments one connection starts in a day.",
    kept: `An attempt whose code is never entered is deleted after ${lifetimeText(unconfirmedAttemptHours * hour)}; a started attempt, with its hash, answers and result, is kept until you ask us to delete it.`,
  },
  {
    tables: ["assessment_code_failures"],
    what: "Wrong assessment codes: the e-mail address each was entered for, and when.",
    kept: `${lifetimeText(unconfirmedAttemptHours * hour)}, to limit the guesses for one address.`,
  },
  {
    tables: ["rate_limits"],
    what: "Rate-limit counters: your IP address (its /64 network for IPv6) and the e-mail address a form was sent with, each with a count of recent attempts, so that no one can flood a form or guess a moderator's password.",
    kept: `Until the counter's window ends, at most ${lifetimeText(longestCounterSeconds)} after it started; it is then deleted within minutes (each server process clears ended counters every ${lifetimeText(sweepMinutes * 60)}).`,
  },
  {
    tables: ["mail_outbox"],
    what: "E-mails we send: each one's address, subject, status and times, and its text.",
    kept: `The record of each e-mail is kept until you ask us to delete it. The text of a code, a confirmation link or the certificate e-mail is blanked as soon as it is sent (or, if it cannot be delivered, after ${lifetimeText(mailRetryHours * hour)} of tries); the text of receipts and notifications is kept, to show what was sent and to send it again if delivery fails.`,
  },
  {
    tables: ["mail_held"],
    what: "E-mails we did not send because their inbox had already had as many from us as we send in an hour or a day: the address and subject.",
    kept: `${lifetimeText(heldMailDays * day)}.`,
  },
  {
    tables: ["mail_unsubscribes"],
    what: "Addresses that unsubscribed from our notifications.",
    kept: "For as long as we send notifications, so that we never send that address another.",
  },
  {
    // Issue 33: accounts, their two factors, sessions and the addresses they signed in from.
    tables: ["moderators", "moderator_recovery_codes", "moderator_sessions", "moderator_addresses"],
    what: "Moderators' accounts: their e-mail address, role, a hash of their password, their two-factor secret and hashes of their recovery codes; each sign-in session with the IP address and browser it started from, shown to the moderator so that they can end it; and a keyed hash of each address they signed in from, so that a sign-in from a new one can be e-mailed to them.",
    kept: `The account for as long as it exists; a session's record until the account is deleted (a session itself ends after 30 minutes without activity, or 12 hours).`,
  },
  {
    // Issue 34: the links to a person's own data and the sessions they open.
    tables: ["your_data_links", "your_data_sessions"],
    what: "Requests to see your data: the address each link was sent to, a fingerprint (a SHA-256 hash) of the link and of the session it opened, not the link or the session itself, and when each was sent, used and ended.",
    kept: `A link works for ${yourDataLinkMinutes} minutes and its session for ${lifetimeText(siteCookies.yourData.maxAge)}; once neither can be used, the record is deleted within ${lifetimeText(sweepMinutes * 60)}, and at once when you erase your data.`,
  },
  {
    tables: ["moderator_invitations"],
    what: "Invitations to join the moderators: the e-mail address invited, the role, who invited them, and a fingerprint (a SHA-256 hash) of the invitation link, not the link itself.",
    kept: "For as long as the moderators' audit log, which records each invitation.",
  },
];

/**
 * "Your data" (issue 34): how a person sees, downloads and erases what the site holds for their
 * address. What it says each part does is what app/features/your-data does (tables.ts lists
 * each table's fate; your-data.integration.test.ts checks it row by row).
 */
const yourDataBlocks: PolicyBlock[] = [
  {
    type: "p",
    text: `Your data: on our {your-data} you can see what we hold for your e-mail address, download it and erase it, without an account. You give the address and we e-mail it a link. We give the same answer whatever we hold, so the page tells no one else whether we know an address, and the link counts against the limit on e-mails anyone can cause to one address (${mailBudget.perHour} an hour, ${mailBudget.perDay} a day). The link works for ${yourDataLinkMinutes} minutes and once. Opening it shows a Continue button, so a program that checks the links in an e-mail cannot use it up. Continue opens a session of ${lifetimeText(siteCookies.yourData.maxAge)} for that address only (the cookie ${siteCookies.yourData.name}).`,
  },
  {
    type: "ul",
    items: [
      "What the page lists, and its JSON download holds in full: the career movements you shared, the career movements about you (where your address was given for you; one not published shows only that it exists and its state, since whoever shared it typed the address and it may be someone else's), with the corrections you suggested to them, your company reviews, your contact messages, your assessment attempts (with your answers), results and certificates (with a moderator's reason, if one revoked them), the wrong assessment codes entered for your address, the company profiles you claimed, the e-mails we sent you or held back, your e-mail preferences, the rate-limit counters that name your address, your requests to see your data and, if you are a moderator, your account, its sign-in sessions and invitations.",
      "Erase, after one step of confirmation, deletes: your reviews (a published review leaves the site at once, and the company's rating and the site's figures change with it); career movements about you, published or not; career movements you shared that were not published; your contact messages; your assessment attempts with their answers, and results that did not pass; wrong codes entered for your address; the e-mails we sent you and the ones we held back; and your requests to see your data.",
      `Erase anonymises, and keeps: a career movement you shared about someone else that a moderator published stays on the site, without your name and address; a certificate is revoked with the reason “${erasedReason}” and keeps only its reference and score, so that a link to it you gave someone says “revoked” rather than nothing; a company profile you claimed is no longer yours (the claim is revoked without your name, job title or address, and the company's replies published under it stay under the company's name).`,
      "Erase keeps, and why: our moderators' audit log, the record of every moderation decision, which now records the erase itself, without your address; where a moderator's reason (in the log, or for revoking a certificate or a claim) quoted your address, a keyed hash of it takes its place (made with a secret key, so that the log alone does not reveal the address). Two protections of your inbox continue under the same keyed hash: if you unsubscribed from notifications, you stay unsubscribed; and each e-mail of the last day that counted against the limit on e-mails anyone can cause to your address stays as a trace with nothing in it but its time, so that erasing does not give anyone a fresh allowance to mail you (a trace not yet sent is never sent; traces are deleted with the outbox's records). Rate-limit counters that named your address keep their count under the same keyed hash, and are deleted when their window ends, at most an hour after it started. A moderator's account is not erased from this page: an owner closes it, and the audit log keeps who made each decision.",
      "Erase is final: what it deletes cannot be brought back, and the session ends with it.",
    ],
  },
];

/** Where the search builders keep saved searches: storageKey in features/search-builders. */
const savedSearchKeys = [
  "staffing-spotlight:saved-searches:xray",
  "staffing-spotlight:saved-searches:boolean",
];

/** What the server's log keeps of a request: server/request-log.ts (and its test). */
const serverLogs =
  "Our server logs record, for each request, the time, the method, the page's address (with any token of a link we e-mailed removed), the status and how long it took: not your IP address, your cookies or the e-mail addresses you type. The one exception is the moderators' sign-in page: each sign-in attempt is logged with the IP address it came from, to detect password guessing. How long logs are kept is set by our hosting, not by the site.";

/** What the outbox keeps of the e-mails it sends: app/lib/mail/outbox.server.ts (forgetSecrets). */
const keptMail =
  "We keep a record of each e-mail we send, as the table above says: the text of receipts and notifications, to show what was sent and to send it again if delivery fails; codes, confirmation links and the certificate e-mail are blanked once sent.";

export const websitePolicies: PolicyPage = {
  title: "Website Policies",
  description:
    "Privacy, cookie, accessibility and terms of use policies for Staffing Spotlight, including what data we store, how we use it and how to get in touch with us.",
  heading: "Website Policies",
  intro: [
    "These policies describe how Staffing Spotlight handles your information, the cookies we use, our approach to accessibility and the terms that apply when you use the site. Visitors do not need an account to use Staffing Spotlight.",
  ],
  lastUpdated: "29 Nov 2026",
  sections: [
    {
      id: "privacy-policy",
      heading: "Privacy Policy",
      blocks: [
        {
          type: "p",
          text: "We collect only the information you choose to send us through our forms, plus what the site needs to protect those forms from abuse. This is all of it, and how long we keep it:",
        },
        {
          type: "table",
          caption: "What Staffing Spotlight keeps about you",
          columns: ["What we keep", "How long"],
          rows: storedData.map((item) => [item.what, item.kept]),
          rowHeaders: "text",
        },
        {
          type: "p",
          text: "We use this information to review and publish content, let the person a career movement is about confirm, correct or take it down, respond to messages, issue and verify certificates, and protect the site from abuse. The answers of completed assessments are also counted together, without names, to see which questions work (how often each is answered correctly) and to retire the ones that do not. E-mail addresses are never published. A certificate's verification page (/verify followed by its reference) shows only the holder's name, the score band (75-84%, 85-94% or 95-100%, never the exact score), the issue date, the date until which it is valid (two years later), the certificate type, the reference itself and, once renewed, the reference of the certificate that renewed it; never the e-mail address, company, designation or answers, and the page's data sent to your browser holds the band, not the score. The same page offers the certificate as a PDF and a PNG with those details, and its signed credential (an Open Badges 3.0 file, also inside the PNG you download), which carries your name, the issue date and the date until which it is valid, your exact score and your e-mail address in hashed form (a salted SHA-256 fingerprint, not the address itself) so that anyone you give it to can check it, and check that it is yours if you also give them your address. A certificate's reference is known only to the people you share it with. We do not sell your information.",
        },
        {
          type: "p",
          text: serverLogs,
        },
        {
          type: "p",
          text: "We send e-mail only where it answers something you did, to the address you gave us, with one exception: the e-mail to the person a career movement is about, at the address given for them.",
        },
        {
          type: "ul",
          items: [
            "When you send a message through our contact form: a receipt with its reference, so you know it arrived. It does not quote your message.",
            "When you share a career movement and give your e-mail address: a receipt saying that a moderator reviews every submission; when it is approved, the link to its public page and a link to share it; when it is not approved, the moderator's reason, only if the moderator chooses to send it; if the person it is about takes it down, a note saying so, which does not include their address. If you tick “This is me”, the receipt also carries a link to confirm that the address is yours, and on approval you receive the e-mail described next, in place of the approval e-mail. Without an e-mail address we send nothing.",
            `When a career movement about you is approved and the person who shared it gave us your address: one e-mail with three links, to confirm the details, suggest a correction or take the post down, each working for ${personLinkDays} days (our Posting Policy explains each choice). After that, a link's page offers new links, sent to the same address, and a moderator can send the e-mail again. Nothing changes until you press the button on a link's page.`,
            `When you review a company: a link to confirm that the address is yours. The review goes to our moderators only once you open the link and confirm; a review not confirmed within ${unconfirmedReviewDays} days is deleted. Each address may have one confirmed review per company.`,
            `When you claim a company's profile: a link to your work address to confirm the claim; you represent the company once you open it and confirm. A claim not confirmed within ${unconfirmedClaimDays} days is deleted. As a representative, when you ask to sign in: a sign-in link, which works for ${representativeLinkMinutes} minutes and once. You choose, on your page at /for-companies, which e-mail you receive about reviews of your company: one each time a review of it is published, with a link to reply; a weekly digest instead, sent only in weeks with new reviews; or none. Each has an unsubscribe link and one-click unsubscribe.`,
            "When you start the recruiter certification assessment: a 6-digit code that confirms your address, which works for 15 minutes; the assessment starts once you enter it. If you pass, the link to your certificate's public verification page. The 7-day wait between attempts and the certificate belong to the confirmed address. Addresses from disposable e-mail services are not accepted.",
            `When you ask to see your data: a link to it, which works for ${yourDataLinkMinutes} minutes and once.`,
            "Our moderators receive a notice when new items wait for review, at most one every 15 minutes, which each moderator can turn off in the moderation workspace.",
          ],
        },
        {
          type: "p",
          text: `Confirmation links, codes and the certificate e-mail are sent because you asked for them, so they carry no unsubscribe link. If you receive one you did not ask for, ignore it: nothing is published or started without the link or the code. The e-mail about a career movement about you carries links that act for you, so it is sent like a code, without an unsubscribe link; any address receives at most ${mailBudget.perHour} e-mails an hour and ${mailBudget.perDay} a day that someone else could cause, and once such an e-mail is sent we blank its links from our copy.`,
        },
        {
          type: "p",
          text: `The other e-mails are notifications: each has an unsubscribe link at its foot (and the one-click unsubscribe that e-mail programs offer), which works without an account. Once you unsubscribe, we send that address no further notifications. ${keptMail} We never send advertising.`,
        },
        ...yourDataBlocks,
        {
          type: "p",
          text: "If you would like to correct information you have sent us, or have a question about any of this, please get in touch using the details in the Contact Us section below.",
        },
      ],
    },
    {
      id: "cookie-policy",
      heading: "Cookie Policy",
      blocks: [
        {
          type: "p",
          text: "We use only cookies that are strictly necessary for the site to work. These are all of them, by the name your browser shows:",
        },
        {
          type: "table",
          caption: "Cookies set by Staffing Spotlight",
          columns: ["Cookie", "Purpose", "Lifetime"],
          rows: Object.values(siteCookies).map((cookie) => [
            cookie.name,
            cookie.purpose,
            lifetimeText(cookie.maxAge),
          ]),
        },
        {
          type: "p",
          text: "All of them are first-party, httpOnly (no script on the page can read them) and sent back only to this site. Browsing pages, using the calculators and tools, or reading the feed sets no cookie at all.",
        },
        {
          type: "p",
          text: "We do not use advertising cookies or third-party tracking cookies. Because these cookies are essential to how the site works, they are set without a separate consent banner. You can block or delete cookies in your browser settings, but some form confirmations may not display correctly.",
        },
        {
          type: "p",
          text: `Saved searches are not cookies: the X-Ray and Boolean search builders keep the searches you save in your browser's localStorage, under the keys ${savedSearchKeys.join(" and ")}. They stay in that browser, on that device; our server does not store them (opening one loads the builder's page with the search in its address, as any search does), and exporting them writes a file on your device. To remove them, delete them in the builder's "Saved searches" panel, or clear this site's data in your browser's settings.`,
        },
      ],
    },
    {
      id: "accessibility",
      heading: "Accessibility",
      blocks: [
        {
          type: "p",
          text: "We want Staffing Spotlight to be usable by everyone. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, and we design and test the site for keyboard navigation, screen readers and users who prefer reduced motion.",
        },
        {
          type: "p",
          text: "Accessibility is ongoing work, and some parts of the site may still fall short. If you encounter a barrier, please tell us through our {contact}, including the page and what you were trying to do, so we can fix it.",
        },
      ],
    },
    {
      id: "terms-of-use",
      heading: "Terms of Use",
      blocks: [
        {
          type: "p",
          text: "By using Staffing Spotlight, you agree to use the site lawfully and respectfully. When you submit content, you confirm that it is accurate to the best of your knowledge and that you have the right to share it.",
        },
        {
          type: "ul",
          items: [
            "Do not submit false, misleading, defamatory or offensive content.",
            "Do not put other people's sensitive personal information or private contact details in anything you submit for publication. The one address we ask for, that of the person a movement is about, is kept private and used only to let them know.",
            "Do not attempt to disrupt the site, bypass rate limits or misuse the forms, tools or assessment.",
            "Do not impersonate another person or company.",
          ],
        },
        {
          type: "p",
          text: "All submissions, directory listings and reviews are moderated. We may edit, decline or remove any content at our discretion, and we may limit access for anyone who misuses the site.",
        },
        {
          type: "p",
          text: "A company review says how its author knows the company: client, former client, candidate or contractor placed by it, current employee or former employee. Reviews by people who work for a competing staffing firm are not accepted. Reviews by a company's current employees are published labeled “Employee review” and are not counted in its average rating or review count.",
        },
      ],
    },
    {
      id: "for-companies",
      heading: "For Companies",
      blocks: [
        {
          type: "p",
          text: "A staffing company's representatives can claim its profile in our directory with a work e-mail address at the company website's own domain. Once the claim is confirmed, they can reply in public to each review of the company (replies are moderated, as reviews are), flag a review for our moderators, propose changes to the company's profile, and choose the e-mail they receive about new reviews.",
        },
        {
          type: "p",
          text: "A claim never allows a company to hide, edit or remove a review, to see who wrote one (representatives see only what every visitor sees), to have a review taken down because it is negative, or to pay for or reward reviews.",
        },
        {
          type: "p",
          text: "A moderator can revoke a claim at any time, with a reason written to our moderators' audit log; the representative is signed out at once and can no longer reply, flag reviews or propose changes. The full rules, including the ones every review keeps, are in the “For Companies” section of our Posting Policy.",
        },
      ],
    },
    {
      id: "disclaimer",
      heading: "Disclaimer",
      blocks: [
        {
          type: "p",
          text: "Staffing Spotlight is an independent, third-party community platform. We are not an employer, a recruiter or an official body, and we are not affiliated with the companies we mention. Content is provided as is, and we do not guarantee that it is complete or error-free.",
        },
        {
          type: "p",
          text: "Our calculators and other tools are for general information only and are not financial, tax or legal advice. The recruiter certification is a free, informal community assessment, not an accredited credential. See our Disclaimer page for more detail.",
        },
      ],
    },
    {
      id: "changes-to-these-policies",
      heading: "Changes to These Policies",
      blocks: [
        {
          type: "p",
          text: 'We may update these policies as the site and its features change. When we do, we will revise the "Last updated" date at the top of this page. Continuing to use the site after an update means you accept the revised policies.',
        },
      ],
    },
    {
      id: "contact-us",
      heading: "Contact Us",
      blocks: [
        {
          type: "p",
          text: `If you have questions about these policies or how we handle your information, e-mail us at {email} or use our {contact}. We ${replyAim}.`,
        },
      ],
    },
  ],
};
