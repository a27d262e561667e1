import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { USER_TYPE } from '@/lib/enums';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ReferCard } from '@/features/referrals/ReferCard';
import { greetingLine } from '@/features/dashboard/greeting';
import { NewMembersTicker } from '@/features/dashboard/components/NewMembersTicker';
import { APPLICATION_TEXT } from '@/config/messages';
import { ManageJobsTab } from './ManageJobsTab';
import { NetworkActivity } from '@/features/activity/components/ActivityCards';
import { LatestNews } from '@/features/news/components/LatestNews';
import { StatCards } from './StatCards';
import { ConnectionRequests } from '@/features/connections/components/ConnectionRequests';
import { Avatar } from '@/components/ui/avatar';
import { LoadingBlock } from '@/components/ui/spinner';
import { Suggestions } from './Suggestions';

export default function DashboardPage() {
  const { user, profile, loading } = useAuth();
  const location = useLocation();
  const isHr = profile?.user_type === USER_TYPE.hr;
  const [tab, setTab] = useState(location.hash === '#jobs' && isHr ? 'jobs' : 'overview');

  // The 'Jobs Posted' card and any #jobs link open the Manage Jobs tab.
  useEffect(() => {
    if (location.hash === '#jobs' && isHr) {
      setTab('jobs');
      document.getElementById('jobs')?.scrollIntoView?.({ behavior: 'smooth' });
    }
  }, [location.hash, isHr]);

  if (loading || !user) {
    return <LoadingBlock />;
  }

  const greeting = greetingLine(profile?.full_name);
  return (
    <div className="container mx-auto max-w-6xl space-y-6 px-4 py-6">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{greeting ?? 'Welcome to your dashboard!'}</h1>
        <p className="text-slate-600">Here&apos;s what&apos;s happening in your network today.</p>
      </header>

      <NewMembersTicker />

      <StatCards uid={user.id} isHr={isHr} onJobs={() => setTab('jobs')} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ConnectionRequests uid={user.id} />
        <ReferCard uid={user.id} referralCode={profile?.referral_code} />
      </div>

      <Tabs value={tab} onValueChange={setTab} id="jobs" className="scroll-mt-20">
        <TabsList className="flex-wrap">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          {isHr ? <TabsTrigger value="jobs">Manage Jobs</TabsTrigger> : null}
          <TabsTrigger value="activity">Recent Activity</TabsTrigger>
          <TabsTrigger value="news">Industry News</TabsTrigger>
        </TabsList>
        <TabsContent value="overview" className="space-y-6">
          <Card>
            <CardContent className="flex flex-col items-start gap-4 pt-6 sm:flex-row sm:items-center">
              <Avatar name={profile?.full_name} src={profile?.avatar_url} size="lg" />
              <div className="flex-1">
                <p className="text-lg font-semibold">{profile?.full_name}</p>
                {profile?.position || profile?.company ? (
                  <p className="text-slate-600">{[profile?.position, profile?.company].filter(Boolean).join(' at ')}</p>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-2">
                <Button asChild variant="outline">
                  <Link to="/my-applications">{APPLICATION_TEXT.myApplications}</Link>
                </Button>
                <Button asChild>
                  <Link to="/profile">Complete Your Profile</Link>
                </Button>
              </div>
            </CardContent>
          </Card>
          <Suggestions uid={user.id} profile={profile} />
        </TabsContent>
        {isHr ? (
          <TabsContent value="jobs">
            <ManageJobsTab uid={user.id} userType={profile?.user_type} company={profile?.company} />
          </TabsContent>
        ) : null}
        <TabsContent value="activity">
          <Card>
            <CardContent className="pt-6">
              <NetworkActivity uid={user.id} />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="news">
          <Card>
            <CardContent className="pt-6">
              <LatestNews />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
