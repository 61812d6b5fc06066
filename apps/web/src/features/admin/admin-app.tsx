export function AdminApp() {
  return <section />;
}
