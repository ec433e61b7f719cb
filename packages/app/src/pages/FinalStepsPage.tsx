export function FinalStepsPage() {
  return <h1>Final Steps</h1>;
}
