/** The text with its matched range marked (spec §2: matches highlighted). */
export function Highlight({ text, range }: { text: string; range: [number, number] | undefined }) {
  if (!range) return <>{text}</>;
  const [start, end] = range;
  return (
    <>
      {text.slice(0, start)}
      <mark>{text.slice(start, end)}</mark>
      {text.slice(end)}
    </>
  );
}
