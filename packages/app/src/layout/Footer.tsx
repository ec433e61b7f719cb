export function Footer() {
  return (
    <footer>
      <button type="button">Help</button>
      <button type="button">Privacy</button>
    </footer>
  );
}
