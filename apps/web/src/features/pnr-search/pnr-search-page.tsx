export function PnrSearchPage() {
  return <section className="pt-24" />;
}
