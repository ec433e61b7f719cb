export function AboutPage() {
  return <h1>About You</h1>;
}
