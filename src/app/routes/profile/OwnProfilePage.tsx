import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LogOut, Pencil, Settings } from 'lucide-react';
import { useAuth } from '@/lib/auth';
import { useLogOut } from '@/components/layout/use-log-out';
import { Button } from '@/components/ui/button';
import { Card, CardContent, SectionCard } from '@/components/ui/card';
import { LoadingBlock } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SkillsList } from '@/features/skills/SkillsEditor';
import { MyServicesPanel } from '@/features/services/components/MyServicesPanel';
import { useUpdateProfile } from '@/features/profile/queries';
import { ProfileEditForm } from '@/features/profile/components/ProfileEditForm';
import { ProfileStatsCard } from '@/features/profile/components/ProfileStatsCard';
import { PhotoEditor } from '@/features/profile/components/PhotoEditor';
import { ProfileSummary } from '@/features/profile/components/ProfileSummary';
import { AchievementsCard, MemberActivityCard } from '@/features/activity/components/ActivityCards';
import { NotificationSettingsCard } from '@/features/notifications/components/NotificationSettingsCard';
import { USER_TYPE } from '@/lib/enums';
import { SubscriptionPanel } from '@/features/plans/components/SubscriptionPanel';
import { AccountSettings } from '@/features/account/components/AccountSettings';
import { YourDataCard } from '@/features/data-export/components/YourDataCard';
import { ACCOUNT_MESSAGES, ACCOUNT_TEXT, REVIEW_TEXT } from '@/config/messages';
import { ReviewsPanel } from '@/features/reviews/components/ReviewsPanel';
import { ProviderRating } from '@/features/reviews/components/ProviderRating';
import { NeedsCard } from '@/features/matching/components/NeedsCard';
import { DirectorySettingsCard } from '@/features/directory/components/DirectorySettingsCard';
import { toast } from '@/lib/toast';

export default function OwnProfilePage() {
  const { user, profile, loading, refreshProfile, signOutLocally } = useAuth();
  const logOut = useLogOut();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [params] = useSearchParams();
  // ?tab=settings opens Settings; ?tab=reviews a provider's Reviews (where review notifications lead).
  const asked = params.get('tab');
  const [tab, setTab] = useState(asked === 'settings' || asked === 'reviews' ? asked : 'profile');
  const update = useUpdateProfile(user?.id, refreshProfile);

  if (loading) return <LoadingBlock label="Loading profile..." />;
  if (!user || !profile) {
    return (
      <div className="container mx-auto max-w-md px-4 py-16 text-center">
        <p className="mb-4 text-slate-600">You are not logged in or your profile could not be loaded.</p>
        <Button asChild>
          <Link to="/login">Go to Login</Link>
        </Button>
      </div>
    );
  }

  const isProvider = profile.user_type === USER_TYPE.provider;
  // The account is gone, and Auth ended its sessions with it: the session is forgotten here, with no
  // call to Auth (whose /logout could only refuse a user that no longer exists), and the member leaves.
  const onDeleted = async () => {
    await signOutLocally!(() => navigate('/', { replace: true }));
    toast(ACCOUNT_MESSAGES.accountDeleted);
  };

  return (
    <div className="container mx-auto max-w-6xl space-y-6 px-4 py-6">
      <h1 className="sr-only">My Profile</h1>
      <Tabs value={tab} onValueChange={setTab}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <TabsList>
            <TabsTrigger value="profile">Profile</TabsTrigger>
            {isProvider ? <TabsTrigger value="services">My Services</TabsTrigger> : null}
            {isProvider ? <TabsTrigger value="subscription">Subscription</TabsTrigger> : null}
            {isProvider ? <TabsTrigger value="reviews">{REVIEW_TEXT.tab}</TabsTrigger> : null}
            <TabsTrigger value="settings">
              <Settings className="mr-1 h-4 w-4" aria-hidden="true" />
              {ACCOUNT_TEXT.settings.tab}
            </TabsTrigger>
          </TabsList>
          {/* An action, not a panel: a button beside the tabs, signing out exactly as the top bar's
              Log out does (to / with 'Signed Out'). */}
          <Button variant="ghost" onClick={() => void logOut()}>
            <LogOut aria-hidden="true" />
            Sign Out
          </Button>
        </div>

        <TabsContent value="profile" className="space-y-6">
          <Card>
            <CardContent className="pt-6">
              {editing ? (
                <ProfileEditForm
                  initial={{
                    full_name: profile.full_name ?? '',
                    position: profile.position ?? '',
                    company: profile.company ?? '',
                    description: profile.description ?? '',
                  }}
                  onCancel={() => setEditing(false)}
                  onSave={async (v) => {
                    await update.mutateAsync(v);
                    setEditing(false);
                  }}
                />
              ) : (
                <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
                  <ProfileSummary
                    profile={profile}
                    heading="h2"
                    rating={isProvider ? <ProviderRating providerId={profile.id} /> : undefined}
                    photo={
                      <PhotoEditor
                        uid={profile.id}
                        name={profile.full_name}
                        avatarUrl={profile.avatar_url}
                        isProvider={isProvider}
                        onSaved={refreshProfile}
                      />
                    }
                  />
                  <Button variant="outline" onClick={() => setEditing(true)}>
                    <Pencil aria-hidden="true" />
                    Edit Profile
                  </Button>
                </div>
              )}
            </CardContent>
          </Card>

          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="space-y-6 lg:col-span-2">
              <SectionCard title="About">
                <p className="whitespace-pre-line text-sm" data-testid="profile-about">
                  {profile.description || 'Tell the network about yourself: click Edit Profile.'}
                </p>
              </SectionCard>
              <SectionCard title="Skills & Expertise">
                <SkillsList profileId={profile.id} editable />
              </SectionCard>
              {profile.user_type === USER_TYPE.hr ? <NeedsCard uid={profile.id} /> : null}
              <MemberActivityCard memberId={profile.id} own />
            </div>
            <div className="space-y-6">
              <ProfileStatsCard profileId={profile.id} />
              <AchievementsCard memberId={profile.id} own />
            </div>
          </div>
        </TabsContent>

        {isProvider ? (
          <TabsContent value="services">
            <h2 className="sr-only">My Services</h2>
            <MyServicesPanel uid={profile.id} />
          </TabsContent>
        ) : null}
        {isProvider ? (
          <TabsContent value="subscription">
            <h2 className="sr-only">Subscription</h2>
            <SubscriptionPanel uid={profile.id} />
          </TabsContent>
        ) : null}
        {isProvider ? (
          <TabsContent value="reviews">
            <ReviewsPanel providerId={profile.id} providerName={profile.full_name ?? ''} viewerId={profile.id} />
          </TabsContent>
        ) : null}
        <TabsContent value="settings">
          {/* Each tab's cards are titled h3: the tab's own (hidden) heading keeps the outline whole. */}
          <h2 className="sr-only">{ACCOUNT_TEXT.settings.tab}</h2>
          <div className="grid max-w-3xl gap-6">
            <NotificationSettingsCard uid={user.id} />
            {profile.role === 'member' ? <DirectorySettingsCard profile={profile} onSaved={refreshProfile} /> : null}
            <YourDataCard uid={user.id} />
            <AccountSettings user={user} onDeleted={onDeleted} />
          </div>
        </TabsContent>
      </Tabs>
    </div>
  );
}
