/**
 * The month-over-month line under the members card. Spec point 9 shows it as
 * '+20.1% from last month'; the decisions make it real, so it comes from admin_dashboard_stats:
 * `member_change_pct` (null when nobody was a member before the 1st) and `new_members_this_month`.
 */
export function formatMemberGrowth(changePct: number | null, newThisMonth: number): string {
  if (changePct === null || !Number.isFinite(changePct)) {
    // A change relative to zero members has no percentage, so the platform's first month counts heads.
    if (newThisMonth <= 0) return 'No change from last month';
    return `+${newThisMonth} new ${newThisMonth === 1 ? 'member' : 'members'} this month`;
  }
  const rounded = Math.round(changePct * 10) / 10;
  if (rounded === 0) return 'No change from last month';
  const sign = rounded > 0 ? '+' : '-';
  return `${sign}${Math.abs(rounded).toFixed(1)}% from last month`;
}
