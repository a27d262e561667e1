export interface StaticArticle {
  title: string;
  description: string;
  source: string;
  link: string;
  category: string;
  imageDescription: string;
}

// The six curated articles of the Resources screen (spec point 2, static content).
export const ARTICLES: StaticArticle[] = [
  {
    title: 'The Future of Work: Trends Shaping HR',
    description: 'How hybrid work, automation and changing employee expectations are reshaping the HR function.',
    source: 'SHRM',
    link: 'https://www.shrm.org/topics-tools/news',
    category: 'Future of Work',
    imageDescription: 'A team collaborating in a modern hybrid office',
  },
  {
    title: 'Building a Culture of Continuous Feedback',
    description: 'Why regular, two-way conversations beat the annual review, and how to make them stick.',
    source: 'Harvard Business Review',
    link: 'https://hbr.org/topic/subject/feedback',
    category: 'Performance',
    imageDescription: 'A manager and an employee in a one-to-one meeting',
  },
  {
    title: 'Skills-Based Hiring: A Practical Guide',
    description: 'Moving beyond degrees to assess what candidates can actually do.',
    source: 'LinkedIn Talent Blog',
    link: 'https://www.linkedin.com/business/talent/blog',
    category: 'Recruitment',
    imageDescription: 'A recruiter reviewing a skills assessment',
  },
  {
    title: 'Designing Employee Wellbeing Programs That Work',
    description: 'Evidence on what improves wellbeing at work and how to measure it.',
    source: 'CIPD',
    link: 'https://www.cipd.org/en/knowledge/',
    category: 'Wellbeing',
    imageDescription: 'Colleagues taking a mindful break outdoors',
  },
  {
    title: 'People Analytics for Every HR Team',
    description: 'Getting started with workforce data to make better people decisions.',
    source: 'Gartner',
    link: 'https://www.gartner.com/en/human-resources',
    category: 'Analytics',
    imageDescription: 'A dashboard of workforce charts on a laptop',
  },
  {
    title: 'Inclusive Leadership in Practice',
    description: 'Behaviours that help leaders build diverse, high-performing teams.',
    source: 'Deloitte Insights',
    link: 'https://www2.deloitte.com/us/en/insights/topics/talent.html',
    category: 'Leadership',
    imageDescription: 'A diverse leadership team in discussion',
  },
];
