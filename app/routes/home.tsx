import {
  Award,
  BadgeCheck,
  Building2,
  Clock,
  ExternalLink,
  FileText,
  Info,
  Mail,
  ScrollText,
  Sparkles,
  Users,
} from "lucide-react";
import { Link } from "react-router";
import { JsonLd } from "~/components/json-ld";
import { listMovements } from "~/features/movements/feed.server";
import { MovementCard } from "~/features/movements/movement-card";
import { SpinWheel } from "~/features/wheel/spin-wheel";
import { buttonClass } from "~/components/ui/button";
import { seo } from "~/lib/seo";
import { absoluteUrl, mailto, shareMovementMailto, siteTagline } from "~/lib/site";
import { useSite } from "~/lib/use-site";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      path: "/",
      description:
        "Staffing Spotlight celebrates promotions, new roles and leadership changes across US staffing and recruitment, with a company directory, a free recruiter certification and free tools.",
    },
    matches,
  );

const stats = [
  { value: "500+", label: "Movements Celebrated" },
  { value: "5,000+", label: "Staffing Professionals" },
  { value: "10,000+", label: "Community Members" },
];

const hashtags = [
  "Leadership",
  "NewRole",
  "Promotion",
  "TalentAcquisition",
  "StaffingUpdates",
  "StaffingSpotlight",
];

export async function loader() {
  const { movements } = await listMovements("", "", 1, 3);
  return { recent: movements };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const site = useSite();

  const updates = [
    {
      title: "Follow our company page",
      text: "Every approved movement is shared on LinkedIn first. Follow along to congratulate people as news breaks.",
      href: site.linkedinUrl,
    },
    {
      title: "Browse recent posts",
      text: "Catch up on this week's promotions, appointments and new roles in US staffing.",
      href: `${site.linkedinUrl}/posts/`,
    },
    {
      title: `Explore #${site.hashtag}`,
      text: "See what the community is posting under our hashtag, and tag your own milestones.",
      href: `https://www.linkedin.com/feed/hashtag/${site.hashtag.toLowerCase()}/`,
    },
  ];

  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Organization",
          name: site.name,
          url: absoluteUrl(site, "/"),
          logo: absoluteUrl(site, "/favicon.svg"),
          email: site.contactEmail,
          sameAs: [site.linkedinUrl],
          description:
            "An independent community platform that celebrates career movements in US staffing and recruitment.",
        }}
      />

      <section className="relative overflow-hidden bg-brand-950 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgba(99,102,241,0.45),transparent_55%),radial-gradient(circle_at_80%_60%,rgba(251,191,36,0.18),transparent_50%)]"
        />
        <div className="relative mx-auto max-w-5xl px-4 py-20 text-center sm:px-6 sm:py-28">
          <p className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-4 py-1 text-sm font-medium">
            <Sparkles aria-hidden="true" className="size-4 text-accent-300" />
            The community for US staffing and recruitment
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-6xl">{siteTagline}</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-indigo-100">
            Promotions, new roles and leadership changes: we put the recruiters, account managers
            and leaders who keep America working in the spotlight they have earned.
          </p>
          <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
            <a href={shareMovementMailto(site)} className={buttonClass("accent", "lg")}>
              <Mail aria-hidden="true" className="size-5" />
              Share a Movement
            </a>
            <Link to="/about" className={buttonClass("ghostOnDark", "lg")}>
              <Info aria-hidden="true" className="size-5" />
              Learn About
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="stats-heading" className="border-b border-slate-200 bg-white">
        <h2 id="stats-heading" className="sr-only">
          Our community in numbers
        </h2>
        <dl className="mx-auto grid max-w-5xl grid-cols-1 divide-y divide-slate-200 px-4 sm:grid-cols-3 sm:divide-x sm:divide-y-0 sm:px-6">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse items-center py-8">
              <dt className="mt-1 text-sm font-medium text-slate-600">{stat.label}</dt>
              <dd className="text-4xl font-bold text-brand-700">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="hashtags-heading" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <h2
          id="hashtags-heading"
          className="text-center text-sm font-semibold uppercase tracking-wider text-slate-600"
        >
          Trending in our community
        </h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-2">
          {hashtags.map((tag) => (
            <li
              key={tag}
              className="rounded-full border border-brand-200 bg-brand-50 px-4 py-1.5 text-sm font-medium text-brand-800"
            >
              #{tag}
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="updates-heading"
        className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8"
      >
        <h2
          id="updates-heading"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
        >
          Latest updates on LinkedIn
        </h2>
        <p className="mt-2 text-slate-600">
          We post every celebrated movement on our LinkedIn page. Join the conversation there.
        </p>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {updates.map((update) => (
            <li key={update.title}>
              <a
                href={update.href}
                target="_blank"
                rel="noopener noreferrer"
                className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-200 hover:shadow-md"
              >
                <span className="flex items-center gap-2 font-semibold text-slate-900 group-hover:text-brand-800">
                  {update.title}
                  <ExternalLink aria-hidden="true" className="size-4" />
                  <span className="sr-only"> (opens LinkedIn in a new tab)</span>
                </span>
                <span className="mt-2 text-sm leading-6 text-slate-600">{update.text}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      {loaderData.recent.length ? (
        <section
          aria-labelledby="recent-heading"
          className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8"
        >
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2
                id="recent-heading"
                className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
              >
                Recent Movements
              </h2>
              <p className="mt-2 text-slate-600">
                The latest career news from our community, reviewed by our moderators.
              </p>
            </div>
            <Link to="/movements" className={buttonClass("secondary")}>
              See all movements
            </Link>
          </div>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {loaderData.recent.map((movement) => (
              <li key={movement.id}>
                <MovementCard movement={movement} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section
        aria-labelledby="wheel-heading"
        className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8"
      >
        <div className="rounded-2xl border border-slate-200 bg-gradient-to-br from-white to-brand-50 p-8 shadow-sm sm:p-12">
          <h2
            id="wheel-heading"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            Spin the Wheel
          </h2>
          <p className="mt-2 max-w-2xl text-slate-600">
            Need a lift between calls? Spin for a resume tip, an interview tip, a LinkedIn hack, a
            recruiter joke and more.
          </p>
          <div className="mt-8">
            <SpinWheel />
          </div>
        </div>
      </section>
      <section
        aria-labelledby="certification-heading"
        className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8"
      >
        <div className="overflow-hidden rounded-2xl bg-gradient-to-br from-brand-800 to-brand-950 text-white shadow-xl">
          <div className="grid gap-8 p-8 sm:p-12 lg:grid-cols-[1.4fr_1fr] lg:items-center">
            <div>
              <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wider text-accent-300">
                <Award aria-hidden="true" className="size-4" />
                Recruiter Certification
              </p>
              <h2 id="certification-heading" className="mt-3 text-3xl font-bold tracking-tight">
                Prove your recruiting know-how
              </h2>
              <p className="mt-4 max-w-xl leading-7 text-indigo-100">
                Sourcing, US staffing basics, compliance, interviewing, negotiation and candidate
                experience: test yourself and earn a certificate you can share.
              </p>
              <ul className="mt-6 grid gap-3 text-sm sm:grid-cols-3">
                <li className="flex items-center gap-2">
                  <FileText aria-hidden="true" className="size-4 text-accent-300" />
                  25 questions
                </li>
                <li className="flex items-center gap-2">
                  <Clock aria-hidden="true" className="size-4 text-accent-300" />
                  30 minutes
                </li>
                <li className="flex items-center gap-2">
                  <BadgeCheck aria-hidden="true" className="size-4 text-accent-300" />
                  Downloadable certificate
                </li>
              </ul>
            </div>
            <div className="rounded-xl bg-white/10 p-6 text-center ring-1 ring-white/20">
              <p className="text-lg">
                <span className="sr-only">Regular price </span>
                <s className="text-indigo-200">₹299</s>{" "}
                <span className="ml-2 text-3xl font-extrabold text-accent-300">FREE</span>
              </p>
              <p className="mt-1 text-sm text-indigo-100">for a limited time</p>
              <Link to="/assessment" className={`${buttonClass("accent", "lg")} mt-6 w-full`}>
                Take the Assessment Now
              </Link>
            </div>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="join-heading"
        className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8"
      >
        <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm sm:p-12">
          <h2
            id="join-heading"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            Join Our Community
          </h2>
          <p className="mt-3 max-w-2xl text-slate-600">
            Share news, discover staffing companies and read how we work. Everything here is free,
            and nobody needs an account.
          </p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {[
              { href: mailto(site.contactEmail), label: "Email us", icon: Mail, external: true },
              { href: "/companies", label: "Company directory", icon: Building2 },
              { href: "/about", label: "About us", icon: Users },
              { href: "/posting-policy", label: "Posting policy", icon: ScrollText },
              { href: "/website-policies", label: "Website policies", icon: FileText },
            ].map(({ href, label, icon: Icon, external }) => (
              <li key={href}>
                {external ? (
                  <a href={href} className={`${buttonClass("secondary")} w-full`}>
                    <Icon aria-hidden="true" className="size-4" />
                    {label}
                  </a>
                ) : (
                  <Link to={href} className={`${buttonClass("secondary")} w-full`}>
                    <Icon aria-hidden="true" className="size-4" />
                    {label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
