import { Icon } from "~/components/ui/icon";

const guidelines = {
  include: [
    "Professional achievements",
    "Role transitions",
    "Leadership appointments",
    "Career milestones",
  ],
  practices: [
    "Be respectful and professional",
    "Verify accuracy",
    "Use relevant industry tags",
    "Celebrate achievements positively",
  ],
};

/** What to include and how: shown beside the movement form. */
export function SubmissionGuidelines() {
  return (
    <aside className="space-y-6">
      <section
        aria-labelledby="guidelines-heading"
        className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2
          id="guidelines-heading"
          className="flex items-center gap-2 text-lg font-bold text-slate-900"
        >
          <Icon name="lightbulb" aria-hidden="true" className="size-5 text-brand-700" />
          Guidelines
        </h2>
        <CheckList title="What to Include" items={guidelines.include} />
        <CheckList title="Best Practices" items={guidelines.practices} />
      </section>
      <section
        aria-labelledby="community-note-heading"
        className="rounded-2xl border border-brand-200 bg-brand-50 p-6"
      >
        <h2
          id="community-note-heading"
          className="flex items-center gap-2 text-lg font-bold text-slate-900"
        >
          <Icon name="heart" aria-hidden="true" className="size-5 text-brand-700" />
          Community Note
        </h2>
        <p className="mt-2 text-sm leading-6 text-slate-700">
          Every submission is reviewed for quality and relevance before it is published. We only
          share professional news, and anyone featured can ask us to remove a post at any time.
        </p>
      </section>
    </aside>
  );
}

function CheckList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <>
      <h3 className="mt-4 text-sm font-semibold text-slate-900">{title}</h3>
      <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <Icon
              name="circle-check"
              aria-hidden="true"
              className="mt-0.5 shrink-0 text-emerald-700"
            />
            {item}
          </li>
        ))}
      </ul>
    </>
  );
}
