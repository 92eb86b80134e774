/** A filter's options: the 'any' choice (empty value) first, then each value with its label. */
export function FilterOptions({ any, choices }: { any: string; choices: Readonly<Record<string, string>> }) {
  return (
    <>
      <option value="">{any}</option>
      {Object.entries(choices).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}
