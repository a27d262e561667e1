// Mirrors the server's can_view_profile() and the Services-page rule (decisions.md, spec point 6).
// The server decides; these only keep the UI from offering what it would refuse.
export const HR = 'HR Professional';
export const PROVIDER = 'Service Provider';

export interface Viewer {
  id: string;
  user_type: string | null;
  subscription_plan: string | null;
  role?: string | null;
}

export function isFreePlan(plan: string | null | undefined): boolean {
  return !plan || plan === 'Free';
}

export function canViewProfile(viewer: Viewer, target: { id: string; user_type: string | null }): boolean {
  if (viewer.id === target.id || viewer.role === 'admin') return true;
  if (viewer.user_type === HR) return true;
  if (target.user_type === PROVIDER) return true;
  return !isFreePlan(viewer.subscription_plan);
}

export function canViewProvider(viewer: Viewer, provider: { id: string; subscription_plan: string | null }): boolean {
  if (viewer.id === provider.id || viewer.role === 'admin') return true;
  if (viewer.user_type === PROVIDER) return true;
  return !isFreePlan(provider.subscription_plan);
}
