export function EducationPage() {
  return <h1>Your Academics</h1>;
}
