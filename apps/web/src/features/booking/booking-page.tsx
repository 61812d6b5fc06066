export function BookingPage() {
  return <section className="pt-24" />;
}
