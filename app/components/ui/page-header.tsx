/** The title band at the top of an inner page. */
export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:px-6 sm:py-16">
        {eyebrow ? (
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {title}
        </h1>
        {children ? <div className="mt-4 text-lg leading-8 text-slate-600">{children}</div> : null}
      </div>
    </div>
  );
}
