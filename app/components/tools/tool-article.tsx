import { JsonLd } from "~/components/json-ld";
import { PageLink } from "~/components/page-link";
import { buttonClass } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { Sources } from "~/content/calculators/types";
import { toolLinks } from "~/content/tool-links";
import { formatLongDate } from "~/lib/dates";

export interface Faq {
  question: string;
  answer: string;
}
export interface ArticleSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

interface ToolArticleProps {
  path: string;
  /** A lead paragraph, shown first. */
  intro?: string;
  sections?: ArticleSection[];
  formula?: { heading: string; expression: string; legend: string[] };
  howTo: string[];
  listHeading: string;
  list: string[];
  faqs: Faq[];
  sources?: Sources;
  children?: React.ReactNode;
}

function SourcesNote({ sources }: { sources: Sources }) {
  return (
    <section
      aria-labelledby="sources-heading"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8"
    >
      <h2 id="sources-heading" className="text-xl font-bold text-slate-900">
        {sources.heading}
      </h2>
      <p className="mt-3 leading-7 text-slate-700">{sources.note}</p>
      <ul className="mt-3 list-disc space-y-1.5 pl-6 text-slate-700">
        {sources.links.map((link) => (
          <li key={link.label}>
            <a href={link.href} rel="noopener" className="text-brand-700 underline">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm font-medium text-slate-700">
        Last reviewed: <time dateTime={sources.reviewed}>{formatLongDate(sources.reviewed)}</time>
      </p>
    </section>
  );
}

function Section({ section }: { section: ArticleSection }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 className="text-xl font-bold text-slate-900">{section.heading}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-3 leading-7 text-slate-700">
          {paragraph}
        </p>
      ))}
      {section.list ? (
        <ul className="mt-3 list-disc space-y-1.5 pl-6 text-slate-700">
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The explanatory half of every tool page: text, how-to, FAQ (with FAQPage data) and links on. */
export function ToolArticle({
  path,
  intro,
  sections = [],
  formula,
  howTo,
  listHeading,
  list,
  faqs,
  sources,
  children,
}: ToolArticleProps) {
  const siblings = toolLinks.filter((tool) => tool.path !== path);
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 pb-4 sm:px-6">
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: faqs.map((faq) => ({
            "@type": "Question",
            name: faq.question,
            acceptedAnswer: { "@type": "Answer", text: faq.answer },
          })),
        }}
      />
      {intro ? <p className="text-lg leading-8 text-slate-700">{intro}</p> : null}
      {sections.slice(0, 1).map((section) => (
        <Section key={section.heading} section={section} />
      ))}
      {formula ? (
        <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 className="text-xl font-bold text-slate-900">{formula.heading}</h2>
          <p className="mt-4 overflow-x-auto rounded-lg bg-brand-50 px-4 py-3 font-mono text-sm text-brand-900">
            {formula.expression}
          </p>
          <ul className="mt-3 space-y-1 text-sm text-slate-700">
            {formula.legend.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {sections.slice(1).map((section) => (
        <Section key={section.heading} section={section} />
      ))}
      {children}
      <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 className="text-xl font-bold text-slate-900">How to use it</h2>
        <ol className="mt-4 space-y-3">
          {howTo.map((step, index) => (
            <li key={step} className="flex gap-3 text-slate-700">
              <span
                aria-hidden="true"
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
              >
                {index + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
      </section>
      <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 className="text-xl font-bold text-slate-900">{listHeading}</h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {list.map((item) => (
            <li key={item} className="flex gap-2 text-slate-700">
              <Icon
                name="circle-check"
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-emerald-700"
              />
              {item}
            </li>
          ))}
        </ul>
      </section>
      <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 className="text-xl font-bold text-slate-900">Frequently asked questions</h2>
        <div className="mt-4 divide-y divide-slate-200">
          {faqs.map((faq) => (
            <details key={faq.question} className="group py-3">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900">
                <h3>{faq.question}</h3>
                <span aria-hidden="true" className="text-brand-700 transition group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="mt-2 leading-7 text-slate-700">{faq.answer}</p>
            </details>
          ))}
        </div>
      </section>
      {sources ? <SourcesNote sources={sources} /> : null}
      <nav
        aria-labelledby="more-tools-heading"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h2 id="more-tools-heading" className="text-xl font-bold text-slate-900">
          More free tools
        </h2>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {siblings.map((tool) => (
            <li key={tool.path}>
              <PageLink
                to={tool.path}
                className="inline-flex items-center gap-2 font-medium text-brand-700 hover:underline"
              >
                <Icon name="arrow-right" aria-hidden="true" />
                {tool.name}
              </PageLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="surface-dark rounded-2xl bg-brand-950 p-8 text-center text-white">
        <h2 className="text-2xl font-bold">Found this useful?</h2>
        <p className="mx-auto mt-2 max-w-xl text-indigo-100">
          Explore the rest of our free calculators and recruiter tools, or join the Staffing
          Spotlight community.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <PageLink to="/tools" className={buttonClass("accent")}>
            <Icon name="calculator" aria-hidden="true" />
            View All Tools
          </PageLink>
          <PageLink to="/tools" className={buttonClass("ghostOnDark")}>
            Explore More Calculators
          </PageLink>
          <PageLink to="/contact" className={buttonClass("ghostOnDark")}>
            <Icon name="users" aria-hidden="true" />
            Join Community
          </PageLink>
        </div>
      </section>
    </div>
  );
}

interface CalculatorContentLike {
  explanation: ArticleSection;
  example: ArticleSection;
  sections: ArticleSection[];
  formula: { heading: string; expression: string; legend: string[] };
  howTo: string[];
  advantages: string[];
  faqs: Faq[];
  sources?: Sources;
}

/** The explanatory half of a calculator page, laid out from its content. */
export function CalculatorArticle({
  path,
  content,
  children,
}: {
  path: string;
  content: CalculatorContentLike;
  children?: React.ReactNode;
}) {
  return (
    <ToolArticle
      path={path}
      sections={[content.explanation, content.example, ...content.sections]}
      formula={content.formula}
      howTo={content.howTo}
      listHeading="Why use this calculator"
      list={content.advantages}
      faqs={content.faqs}
      sources={content.sources}
    >
      {children}
    </ToolArticle>
  );
}
