import type { StaffRecommendation } from '@admissions/contracts';
import { recommendationTexts as texts } from './recommendationTexts.ts';

const staffTexts = {
  heading: 'Recommendations',
  from: (name: string, email: string) => `From ${name} (${email})`,
  letter: (fileName: string) => `Letter: ${fileName} (PDF)`,
  noContent: 'Not submitted yet.',
} as const;

/**
 * The recommendations section of the read-only staff view: each request's
 * recommender, state, answers and a link to its converted letter (the staff
 * link's token opens it, like the application's documents).
 */
export function StaffRecommendations({
  recommendations = [],
  serviceToken,
}: {
  recommendations?: readonly StaffRecommendation[];
  serviceToken: string;
}) {
  if (recommendations.length === 0) return null;
  return (
    <section aria-labelledby="service-recommendations">
      <h2 id="service-recommendations">{staffTexts.heading}</h2>
      {recommendations.map((recommendation) => (
        <section key={recommendation.id} aria-labelledby={`service-recommendation-${recommendation.id}`}>
          <h3 id={`service-recommendation-${recommendation.id}`}>
            {texts.statusLine(recommendation.kind_label, texts.status[recommendation.status])}
          </h3>
          <p>{staffTexts.from(recommendation.recommender_name, recommendation.recommender_email)}</p>
          {recommendation.answers.length === 0 ? <p>{staffTexts.noContent}</p> : null}
          <dl>
            {recommendation.answers.map((answer) => (
              <div key={answer.label}>
                <dt>{answer.label}</dt>
                <dd>{answer.text}</dd>
              </div>
            ))}
          </dl>
          {recommendation.letter_file_name ? (
            <p>
              <a
                href={`/service/recommendation-letter/${encodeURIComponent(recommendation.id)}?service_token=${encodeURIComponent(serviceToken)}`}
                target="_blank"
                rel="noreferrer"
              >
                {staffTexts.letter(recommendation.letter_file_name)}
              </a>
            </p>
          ) : null}
        </section>
      ))}
    </section>
  );
}
