import { StarFilled } from '@ant-design/icons';

/**
 * A player's rating as five stars, the first `rating` of them lit, named for assistive
 * technology by `label` (the reviews screen and the review console's reported reviews).
 */
export function RatingStars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="portal-stars" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <StarFilled
          key={n}
          aria-hidden="true"
          className={n <= rating ? 'portal-stars__on' : 'portal-stars__off'}
        />
      ))}
    </span>
  );
}
