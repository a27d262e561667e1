// Word lists of the scale generator. They go to Postgres as array parameters, and each member picks
// from them by arithmetic on its number, so a run is reproducible and needs no randomness.

export const FIRST_NAMES = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Amelia', 'Oliver', 'Sophia', 'Elijah', 'Isabella', 'Lucas',
  'Mia', 'Mateo', 'Charlotte', 'Levi', 'Ava', 'James', 'Harper', 'Ethan', 'Evelyn', 'Aiden',
  'Priya', 'Arjun', 'Fatima', 'Omar', 'Yuki', 'Hiroshi', 'Chen', 'Mei', 'Lars', 'Ingrid',
  'Sofia', 'Diego', 'Amara', 'Kwame', 'Leila', 'Mateus', 'Anika', 'Tomasz', 'Elena', 'Ravi',
  'Grace', 'Samuel', 'Chloe', 'Daniel', 'Zoe', 'Henry', 'Nora', 'Jack', 'Lily', 'Owen',
];

export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson',
  'Patel', 'Nguyen', 'Kim', 'Okafor', 'Mensah', 'Kowalski', 'Novak', 'Schmidt', 'Rossi', 'Dubois',
  'Silva', 'Tanaka', 'Sato', 'Singh', 'Khan', 'Ali', 'Haddad', 'Larsen', 'Virtanen', 'Murphy',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Hill', 'Flores', 'Green',
  'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Gomez',
];

const COMPANY_STEMS = [
  'Acme', 'Globex', 'Initech', 'Umbrella', 'Stark', 'Wayne', 'Wonka', 'Hooli', 'Vandelay', 'Soylent',
  'Cyberdyne', 'Tyrell', 'Aperture', 'Massive', 'Oscorp', 'Gringotts', 'Pied Piper', 'Dunder', 'Bluth', 'Prestige',
  'Northwind', 'Contoso', 'Fabrikam', 'Tailspin', 'Litware', 'Adventure', 'Woodgrove', 'Proseware', 'Lucerne', 'Margie',
  'Blue Yonder', 'Coho', 'Alpine', 'Fourth Coffee', 'Graphic', 'Humongous', 'Trey', 'Wingtip', 'Southridge', 'Relecloud',
];
const COMPANY_SUFFIXES = ['Inc.', 'Group', 'Ltd', 'Holdings', 'Partners', 'Labs', 'Systems', 'Industries', 'Health', 'Logistics'];

/** 400 company names: enough that a company filter or search is selective. */
export const COMPANIES = COMPANY_STEMS.flatMap((stem) => COMPANY_SUFFIXES.map((suffix) => `${stem} ${suffix}`));

export const HR_POSITIONS = [
  'HR Manager', 'HR Director', 'Chief People Officer', 'HR Business Partner', 'Talent Acquisition Lead',
  'Recruiter', 'Senior Recruiter', 'People Operations Manager', 'Compensation & Benefits Manager',
  'Learning & Development Manager', 'HR Generalist', 'HR Coordinator', 'Employee Relations Specialist',
  'Head of Talent', 'VP of People', 'HRIS Analyst', 'Diversity & Inclusion Lead', 'Payroll Manager',
];

export const PROVIDER_POSITIONS = ['Founder', 'Account Director', 'Consultant', 'Managing Partner', 'Sales Lead', 'Owner'];

/** Service names per category, in the order of the spec's category list (point 9). */
export const SERVICES_BY_CATEGORY: Record<string, string[]> = {
  'Recruitment Agencies': ['Executive Search', 'Tech Recruitment', 'Volume Hiring', 'Contract Staffing'],
  'Leadership Development': ['Executive Coaching', 'Leadership Bootcamp', 'First-Time Manager Program', '360 Feedback'],
  'Training & Development': ['Onboarding Academy', 'Sales Training', 'Compliance Training', 'Soft Skills Workshops'],
  'Corporate Catering': ['Office Lunches', 'Event Catering', 'Healthy Snack Boxes', 'Team Breakfasts'],
  'Employee Benefits': ['Benefits Brokerage', 'Pension Advice', 'Health Insurance Plans', 'Perks Platform'],
  'Payroll Services': ['Payroll Outsourcing', 'International Payroll', 'Payroll Audit', 'Time & Attendance'],
  'Legal Consulting': ['Employment Law Advice', 'Contract Review', 'Workplace Investigations', 'Immigration Support'],
  'Wellness Programs': ['Mental Health Support', 'Corporate Yoga', 'Wellbeing Days', 'Ergonomics Assessments'],
};

export const SKILLS = [
  'Recruitment', 'Onboarding', 'Employee Relations', 'Compensation', 'Benefits Administration', 'Payroll',
  'HRIS', 'Workday', 'SAP SuccessFactors', 'BambooHR', 'Talent Management', 'Succession Planning',
  'Performance Management', 'Learning & Development', 'Coaching', 'Change Management', 'Organizational Design',
  'Diversity & Inclusion', 'Employer Branding', 'Labor Law', 'Negotiation', 'Conflict Resolution',
  'Workforce Planning', 'People Analytics', 'Excel', 'Interviewing', 'Sourcing', 'LinkedIn Recruiter',
  'Employee Engagement', 'Culture', 'Wellbeing', 'Health & Safety', 'GDPR', 'Immigration', 'Mediation',
  'Facilitation', 'Public Speaking', 'Project Management', 'Budgeting', 'Vendor Management', 'Catering',
  'Event Planning', 'Benefits Design', 'Pensions', 'Executive Search', 'Assessment Centres', 'Psychometrics',
  'Leadership', 'Mentoring', 'Team Building', 'Remote Work', 'Hybrid Work Policy', 'Job Architecture',
  'Salary Benchmarking', 'Exit Interviews', 'Retention', 'Internal Mobility', 'Apprenticeships', 'Graduate Hiring', 'Agile HR',
];

export const JOB_TITLES = [
  'HR Business Partner', 'Talent Acquisition Specialist', 'People Operations Coordinator', 'Recruiter',
  'Senior Recruiter', 'HR Generalist', 'Compensation Analyst', 'Benefits Specialist', 'L&D Manager',
  'Head of People', 'Payroll Specialist', 'HRIS Administrator', 'Employee Relations Advisor',
  'Recruitment Coordinator', 'Chief People Officer', 'Workforce Planning Analyst', 'DEI Program Manager',
  'Onboarding Specialist', 'Organizational Development Consultant', 'People Analytics Lead',
];

export const LOCATIONS = [
  'New York, NY', 'San Francisco, CA', 'Austin, TX', 'Chicago, IL', 'Seattle, WA', 'Boston, MA', 'Denver, CO',
  'London, UK', 'Berlin, Germany', 'Amsterdam, Netherlands', 'Paris, France', 'Dublin, Ireland', 'Toronto, Canada',
  'Sydney, Australia', 'Singapore', 'Bangalore, India', 'Remote', 'Remote (EU)', 'Remote (US)', 'Hybrid — Madrid, Spain',
];

export const EXPERIENCE = ['0-1 years', '1-3 years', '3-5 years', '5-8 years', '8+ years'];
export const EDUCATION = ["Bachelor's Degree", "Master's Degree", 'Any', 'MBA preferred', 'CIPD Level 5'];
export const COMPENSATION = ['$50k - $65k', '$65k - $80k', '$80k - $100k', '$100k - $130k', '$130k - $170k'];
export const JOINING = ['Immediately', 'Within 2 weeks', 'Within 1 month', 'Within 2 months'];
