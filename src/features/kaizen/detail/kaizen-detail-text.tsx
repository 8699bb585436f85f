/** Text as typed: blank lines part paragraphs, single line breaks stay. Never parsed as HTML. */
export function KaizenDetailText({ text }: { text: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index} style={{ whiteSpace: 'pre-line' }} className="text-break measure-text">
          {paragraph}
        </p>
      ))}
    </>
  );
}
