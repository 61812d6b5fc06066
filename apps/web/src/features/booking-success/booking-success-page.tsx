export function BookingSuccessPage() {
  return <section className="pt-24" />;
}
