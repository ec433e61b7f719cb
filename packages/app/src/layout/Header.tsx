export function Header() {
  return (
    <header>
      <p>
        <strong>Undergraduate Application for International Students</strong>
      </p>
    </header>
  );
}
