import { useParams } from 'react-router-dom';
import { JobDetailCard } from '@/features/jobs/components/JobDetailCard';
import { ApplyPanel } from '@/features/applications/components/ApplyPanel';

/** /jobs/:jobId: the job (jobs domain) and applying to it (applications domain). */
export default function JobDetailPage() {
  const { jobId } = useParams();
  return <JobDetailCard jobId={jobId} actions={(job) => <ApplyPanel job={job} />} />;
}
