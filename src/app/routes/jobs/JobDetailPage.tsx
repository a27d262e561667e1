import { useParams } from 'react-router-dom';
import { useJob } from '@/features/jobs/queries';
import { JobDetailCard } from '@/features/jobs/components/JobDetailCard';
import { ApplyPanel } from '@/features/applications/components/ApplyPanel';

/**
 * /jobs/:jobId in the app: the job (jobs domain) and applying to it (applications domain). A
 * visitor's prerendered job page hydrates with VisitorJobDetailPage instead.
 */
export default function JobDetailPage() {
  const { jobId } = useParams();
  const job = useJob(jobId);
  return <JobDetailCard job={job} actions={(data) => <ApplyPanel job={data} />} />;
}
