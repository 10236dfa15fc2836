import { Fragment } from "react";
import { PageLink } from "~/components/page-link";
import { PageHeader } from "~/components/ui/page-header";
import type { PolicyBlock, PolicyPage as PolicyContent } from "~/content/policies";
import { mailto } from "~/lib/site";
import { useSite } from "~/lib/use-site";

/** Renders policy text, turning the {email}, {contact} and {your-data} tokens into links. */
function RichText({ text }: { text: string }) {
  const site = useSite();
  return text.split(/(\{email\}|\{contact\}|\{your-data\})/).map((part, index) => {
    if (part === "{email}") {
      return (
        <a key={index} href={mailto(site.contactEmail)}>
          {site.contactEmail}
        </a>
      );
    }
    if (part === "{your-data}") {
      return (
        <PageLink key={index} to="/your-data">
          Your data page
        </PageLink>
      );
    }
    if (part === "{contact}") {
      return (
        <PageLink key={index} to="/contact">
          contact page
        </PageLink>
      );
    }
    return <Fragment key={index}>{part}</Fragment>;
  });
}

function PolicyTable({ block }: { block: Extract<PolicyBlock, { type: "table" }> }) {
  return (
    <div className="my-4 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-slate-800">{block.caption}</caption>
        <thead>
          <tr>
            {block.columns.map((column) => (
              <th
                key={column}
                scope="col"
                className="border-b border-slate-300 py-2 pr-4 font-semibold"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map(([first = "", ...rest]) => (
            <tr key={first} className="align-top">
              <th
                scope="row"
                className={`border-b border-slate-200 py-2 pr-4 font-medium ${block.rowHeaders === "text" ? "" : "font-mono"}`}
              >
                {first}
              </th>
              {rest.map((cell) => (
                <td key={cell} className="border-b border-slate-200 py-2 pr-4">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function PolicyPage({ content }: { content: PolicyContent }) {
  return (
    <>
      <PageHeader eyebrow="Policies" title={content.heading}>
        {content.lastUpdated ? (
          <p className="text-base">Last updated {content.lastUpdated}</p>
        ) : null}
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-slate-600">
            On this page
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {content.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-slate-700 hover:text-brand-800 hover:underline"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="prose-page panel">
          {content.intro.map((paragraph) => (
            <p key={paragraph} className="first:mt-0 text-lg">
              <RichText text={paragraph} />
            </p>
          ))}
          {content.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id}>{section.heading}</h2>
              {section.blocks.map((block, index) =>
                block.type === "p" ? (
                  <p key={index}>
                    <RichText text={block.text} />
                  </p>
                ) : block.type === "table" ? (
                  <PolicyTable key={index} block={block} />
                ) : (
                  <ul key={index}>
                    {block.items.map((item) => (
                      <li key={item}>
                        <RichText text={item} />
                      </li>
                    ))}
                  </ul>
                ),
              )}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
