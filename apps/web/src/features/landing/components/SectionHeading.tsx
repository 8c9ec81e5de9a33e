/** A centred section title with its one-line pitch. */
export function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle: string }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-3 text-center">
      <h2 id={id} className="text-3xl font-black tracking-tight text-fg sm:text-4xl">
        {title}
      </h2>
      <p className="text-muted">{subtitle}</p>
    </div>
  );
}
