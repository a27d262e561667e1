import { useState } from 'react';
import { format } from 'date-fns';
import { Flag } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { Stars } from '@/components/rating';
import { REVIEW_MESSAGES, REVIEW_TEXT } from '@/config/messages';
import { toastError } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useAnswerReview, type Review } from '../queries';
import { answerSchema } from '../schemas';
import { ReportReviewDialog } from './ReportReviewDialog';

/** One review: stars, title, text, who and when ('edited'), the provider's answer and its form. */
export function ReviewItem({
  review,
  providerName,
  viewerId,
}: {
  review: Review;
  providerName: string;
  viewerId: string;
}) {
  const isProvider = viewerId === review.provider_id;
  const isAuthor = viewerId === review.reviewer_id;
  const [answering, setAnswering] = useState(false);
  const [draft, setDraft] = useState(review.answer ?? '');
  const [answerError, setAnswerError] = useState<string>();
  const [reporting, setReporting] = useState(false);
  const answer = useAnswerReview();

  const saveAnswer = (text: string | null) => {
    if (text !== null) {
      const parsed = answerSchema.safeParse({ answer: text });
      if (!parsed.success) return setAnswerError(parsed.error.issues[0]?.message);
    }
    setAnswerError(undefined);
    answer.mutate(
      { id: review.id, answer: text },
      {
        onSuccess: () => {
          toast(text === null ? REVIEW_MESSAGES.answerDeleted : REVIEW_MESSAGES.answered);
          setAnswering(false);
        },
        onError: (error) => toastError(REVIEW_MESSAGES.errors.answer, error),
      },
    );
  };

  return (
    <li className="space-y-2 border-b border-slate-100 py-4 last:border-0" data-testid="review-item">
      <div className="flex items-start gap-3">
        <Avatar name={review.reviewer?.full_name} src={review.reviewer?.avatar_url} size="sm" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium">{review.reviewer?.full_name}</p>
          <p className="text-xs text-slate-600">
            {[review.reviewer?.position, review.reviewer?.company].filter(Boolean).join(' at ')}
          </p>
        </div>
        <div className="text-right text-xs text-slate-600">
          {format(new Date(review.created_at), 'PP')}
          {review.edited_at ? ` · ${REVIEW_TEXT.edited}` : ''}
        </div>
      </div>
      <div className="flex items-center gap-2">
        <span role="img" aria-label={REVIEW_TEXT.star(review.rating)}>
          <Stars value={review.rating} />
        </span>
        <h3 className="font-semibold wrap-anywhere">{review.title}</h3>
      </div>
      <p className="whitespace-pre-line text-sm wrap-anywhere text-slate-800">{review.body}</p>
      {review.answer && !answering ? (
        <div className="ml-4 rounded-md border-l-4 border-brand-200 bg-slate-50 p-3 text-sm">
          <p className="font-medium">{REVIEW_TEXT.answerBy(providerName)}</p>
          <p className="whitespace-pre-line wrap-anywhere">{review.answer}</p>
          {review.answer_edited_at ? <p className="text-xs text-slate-600">{REVIEW_TEXT.edited}</p> : null}
        </div>
      ) : null}
      {answering ? (
        <div className="ml-4 grid gap-2">
          <label htmlFor={`answer-${review.id}`} className="text-sm font-medium">
            {REVIEW_TEXT.answerLabel}
          </label>
          <Textarea
            id={`answer-${review.id}`}
            rows={3}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={answerError ? true : undefined}
            aria-describedby={answerError ? `answer-${review.id}-error` : undefined}
          />
          {answerError ? (
            <p id={`answer-${review.id}-error`} role="alert" className="text-xs font-medium text-red-700">
              {answerError}
            </p>
          ) : null}
          <div className="flex gap-2">
            <Button size="sm" onClick={() => saveAnswer(draft)} disabled={answer.isPending}>
              {REVIEW_TEXT.answerSave}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setAnswering(false)}>
              {REVIEW_TEXT.cancel}
            </Button>
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {isProvider && !answering ? (
          <>
            <Button size="sm" variant="outline" onClick={() => (setDraft(review.answer ?? ''), setAnswering(true))}>
              {review.answer ? REVIEW_TEXT.answerEdit : REVIEW_TEXT.answer}
            </Button>
            {review.answer ? (
              <Button size="sm" variant="ghost" onClick={() => saveAnswer(null)} disabled={answer.isPending}>
                {REVIEW_TEXT.answerDelete}
              </Button>
            ) : null}
          </>
        ) : null}
        {!isAuthor && !isProvider ? (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setReporting(true)}
            aria-label={`${REVIEW_TEXT.report}: ${review.title}`}
          >
            <Flag aria-hidden="true" />
            {REVIEW_TEXT.report}
          </Button>
        ) : null}
      </div>
      {reporting ? <ReportReviewDialog reviewId={review.id} open={reporting} onOpenChange={setReporting} /> : null}
    </li>
  );
}
