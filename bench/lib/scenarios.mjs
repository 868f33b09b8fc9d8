// The URLs each load scenario sends, built from the benchmark database so every
// slug and neighborhood exists. Both servers get the same URLs in the same order.
import { withClient } from './db.mjs';

const qs = (params) =>
  new URLSearchParams(
    params.flatMap(([key, value]) => (Array.isArray(value) ? value.map((v) => [key, v]) : [[key, value]])),
  )
    .toString()
    .replace(/\+/g, '%20');

/**
 * Directory searches by shape. Whether a shape is selective is measured, not
 * declared: the query-plan step compares the number of matches with the
 * number of active schools.
 */
export function searchShapes({ neighborhoods, shapeFilter }) {
  const [first = 'Summerlin', second = 'Henderson', third = 'Green Valley'] = neighborhoods;
  const shapes = [
    { shape: 'no filter', params: [] },
    { shape: 'no filter, page 2', params: [['page', '2']] },
    { shape: 'location: city', params: [['location', 'henderson']] },
    { shape: 'location: zip', params: [['location', '89123']] },
    { shape: 'location: name words', params: [['location', 'juniper vista']] },
    { shape: 'location: typo', params: [['location', 'hendersn']] },
    { shape: 'location: neighborhood', params: [['location', first.toLowerCase()]] },
    {
      shape: 'grades + type',
      params: [
        ['grades', 'Pre-K'],
        ['schoolTypes', 'Montessori'],
      ],
    },
    {
      shape: 'grades + types',
      params: [
        ['grades', '9-12'],
        ['schoolTypes', ['College Prep', 'Classical']],
      ],
    },
    {
      shape: 'tuition range',
      params: [
        ['tuitionMin', '5000'],
        ['tuitionMax', '6000'],
      ],
    },
    { shape: 'tuition max', params: [['tuitionMax', '4000']] },
    { shape: 'neighborhood', params: [['neighborhoods', first]] },
    { shape: 'neighborhoods', params: [['neighborhoods', [second, third]]] },
    {
      shape: 'combined',
      params: [
        ['location', 'las vegas'],
        ['grades', '6-8'],
        ['schoolTypes', 'STEM Focus'],
        ['tuitionMax', '15000'],
      ],
    },
    {
      shape: 'combined + features',
      params: [
        ['neighborhoods', first],
        ['grades', 'K'],
        ['tuitionMin', '10000'],
        ['tuitionMax', '20000'],
        ['features', 'Robotics'],
      ],
    },
    { shape: 'zip code', params: [['zipCode', '89134']] },
    { shape: 'deep page', params: [['page', '400']] },
    {
      shape: 'deep page, 24',
      params: [
        ['page', '2000'],
        ['limit', '24'],
      ],
    },
    {
      shape: 'type, deep page',
      params: [
        ['schoolTypes', 'Montessori'],
        ['page', '300'],
      ],
    },
    // Near me and the list orders (issue 19). `indexed`: the plan check requires the index whatever the share
    // (a 5-mile circle holds about 13 % of the synthetic schools, above the 10 % the check otherwise uses).
    {
      shape: 'near ZIP, 5 mi',
      indexed: true,
      params: [
        ['near', '89117'],
        ['radius', '5'],
      ],
    },
    {
      shape: 'near ZIP, 5 mi, by distance',
      indexed: true,
      params: [
        ['near', '89117'],
        ['radius', '5'],
        ['sort', 'distance'],
      ],
    },
    {
      shape: 'my location, 5 mi, by distance, page 2',
      indexed: true,
      params: [
        ['lat', '36.1447'],
        ['lng', '-115.2262'],
        ['radius', '5'],
        ['sort', 'distance'],
        ['page', '2'],
      ],
    },
    {
      shape: 'near neighborhood, 3 mi + grades',
      indexed: true,
      params: [
        ['near', first],
        ['radius', '3'],
        ['grades', 'K'],
      ],
    },
    {
      shape: 'my location, by distance',
      params: [
        ['lat', '36.1447'],
        ['lng', '-115.2262'],
        ['sort', 'distance'],
      ],
    },
    {
      shape: 'near city, 10 mi, by distance',
      params: [
        ['near', 'las vegas'],
        ['radius', '10'],
        ['sort', 'distance'],
      ],
    },
    {
      shape: 'near ZIP, 25 mi',
      params: [
        ['near', '89117'],
        ['radius', '25'],
      ],
    },
    { shape: 'tuition low to high', params: [['sort', 'tuition_asc']] },
    {
      shape: 'tuition high to low + grades',
      params: [
        ['sort', 'tuition_desc'],
        ['grades', '9-12'],
      ],
    },
    {
      shape: 'name, page 50',
      params: [
        ['sort', 'name'],
        ['page', '50'],
      ],
    },
    { shape: 'features (all of two)', params: [['features', ['Robotics', 'STEM Program']]] },
    // Admissions filters (issue 20): each has its own index (school_opportunity_scholarship_idx,
    // school_open_grades_gin_idx, school_latest_deadline_idx).
    { shape: 'accepts Opportunity Scholarship', params: [['acceptsOpportunityScholarship', 'true']] },
    { shape: 'has openings for grade 3', params: [['openingsGrade', '3']] },
    { shape: 'deadline not passed', params: [['deadlineNotPassed', 'true']] },
    {
      shape: 'admissions: all three + grades',
      params: [
        ['acceptsOpportunityScholarship', 'true'],
        ['openingsGrade', 'K'],
        ['deadlineNotPassed', 'true'],
        ['grades', 'Elementary (K-5)'],
      ],
    },
    // Reviews (issue 39): 'Highest rated' (the Bayesian order) and 'Rated 4 and up', from the reviews module's
    // per-school aggregate, alone, with another filter and with a near-me centre.
    { shape: 'highest rated', issue: 39, params: [['sort', 'rating']] },
    {
      shape: 'highest rated + grades',
      issue: 39,
      params: [
        ['sort', 'rating'],
        ['grades', 'K'],
      ],
    },
    {
      shape: 'highest rated near ZIP, 5 mi',
      issue: 39,
      indexed: true,
      params: [
        ['near', '89117'],
        ['radius', '5'],
        ['sort', 'rating'],
      ],
    },
    { shape: 'rated 4 and up', issue: 39, params: [['minRating', '4']] },
    {
      shape: 'rated 4 and up + type',
      issue: 39,
      params: [
        ['minRating', '4'],
        ['schoolTypes', 'Montessori'],
      ],
    },
    {
      shape: 'rated 4 and up, my location 5 mi, by distance',
      issue: 39,
      indexed: true,
      params: [
        ['minRating', '4'],
        ['lat', '36.1447'],
        ['lng', '-115.2262'],
        ['radius', '5'],
        ['sort', 'distance'],
      ],
    },
    {
      shape: 'rated 4 and up, highest rated, page 5',
      issue: 39,
      params: [
        ['minRating', '4'],
        ['sort', 'rating'],
        ['page', '5'],
      ],
    },
    // Tuition by grade (issue 40): the published schedules' tuition for one grade (the costs module's
    // per-school, per-grade table), as a filter and as the order, and schools offering tuition assistance.
    {
      shape: 'tuition by grade: grade 3 up to $15,000',
      issue: 40,
      params: [
        ['tuitionGrade', '3'],
        ['tuitionMax', '15000'],
      ],
    },
    {
      shape: 'tuition by grade: grade 3, low to high',
      issue: 40,
      params: [
        ['tuitionGrade', '3'],
        ['sort', 'tuition_asc'],
      ],
    },
    { shape: 'tuition by grade: assistance offered', issue: 40, params: [['tuitionAssistance', 'true']] },
    // 'Replies within a day' (issue 44): leads' published view of each school's response time, one row per
    // school by its key (a correlated EXISTS on lead_response_time's primary key and the owner views).
    {
      shape: 'replies within a day + grades',
      issue: 44,
      params: [
        ['repliesWithinADay', 'true'],
        ['grades', 'K-5'],
      ],
    },
    {
      shape: 'tuition by grade: grade 3 up to $15,000, assistance, near ZIP 5 mi',
      issue: 40,
      indexed: true,
      params: [
        ['tuitionGrade', '3'],
        ['tuitionMax', '15000'],
        ['tuitionAssistance', 'true'],
        ['near', '89117'],
        ['radius', '5'],
      ],
    },
  ];
  // `--shapes=<regex>` (run.mjs) keeps the shapes whose name matches, to try a few rows quickly.
  const kept = shapeFilter ? shapes.filter((s) => new RegExp(shapeFilter, 'i').test(s.shape)) : shapes;
  return kept.map((s) => ({ ...s, path: `/api/schools${s.params.length ? `?${qs(s.params)}` : ''}` }));
}

export async function loadScenarioData(databaseUrl, { slugCount = 2000 } = {}) {
  return withClient(databaseUrl, async (client) => {
    // setseed: the same slugs on every run of the same data.
    await client.query('SELECT setseed(0.42)');
    const slugs = (
      await client.query(`SELECT slug FROM school WHERE is_active ORDER BY random() LIMIT $1`, [slugCount])
    ).rows.map((r) => r.slug);
    const demoSlugs = (
      await client.query(
        `SELECT slug FROM school WHERE is_active AND slug NOT LIKE 'synthetic-%' ORDER BY is_premium DESC, name LIMIT 5`,
      )
    ).rows.map((r) => r.slug);
    const neighborhoods = (
      await client.query(
        `SELECT n.name FROM neighborhood n LEFT JOIN school s ON s.neighborhood_id = n.id AND s.is_active
         GROUP BY n.id ORDER BY count(s.id) DESC, n.name LIMIT 5`,
      )
    ).rows.map((r) => r.name);
    const articleSlugs = (
      await client.query(`SELECT slug FROM article WHERE is_published ORDER BY created_at DESC, id DESC LIMIT 3`)
    ).rows.map((r) => r.slug);
    return { slugs, demoSlugs, neighborhoods, articleSlugs };
  });
}

/** The load scenarios: each a name and the list of paths its requests rotate through. */
export function loadScenarios(data) {
  return [
    {
      name: 'slug lookup',
      key: 'slug',
      paths: data.slugs.map((slug) => `/api/schools/slug/${encodeURIComponent(slug)}`),
    },
    { name: 'search mix', key: 'search', paths: searchShapes(data).map((s) => s.path) },
    { name: 'featured', key: 'featured', paths: ['/api/schools?featured=true&limit=3'] },
    { name: 'stats', key: 'stats', paths: ['/api/stats'] },
    { name: 'neighborhoods', key: 'neighborhoods', paths: ['/api/neighborhoods'] },
  ];
}

/**
 * The school page's review block of the school holding 500 published reviews (issue 39), as the page asks
 * it (bench/lib/reviews.mjs; frontend page-queries `reviewsQueryArg`: 10 a page), newest first and most
 * helpful first, and its last page.
 */
export function reviewPaths(data) {
  if (!data.reviews) return [];
  const base = `/api/schools/${data.reviews.pageSchool.id}/reviews`;
  return [
    { key: 'newest', name: 'reviews, newest first', path: `${base}?sort=newest&page=1&limit=10` },
    { key: 'helpful', name: 'reviews, most helpful first', path: `${base}?sort=helpful&page=1&limit=10` },
    { key: 'last', name: 'reviews, newest first, last page', path: `${base}?sort=newest&page=50&limit=10` },
  ];
}

/** The URLs the SQL capture compares: one of each shape and endpoint. */
export function captureUrls(data) {
  return [
    ...reviewPaths(data).map((r) => r.path),
    ...data.slugs.slice(0, 2).map((slug) => `/api/schools/slug/${encodeURIComponent(slug)}`),
    ...data.demoSlugs.slice(0, 1).map((slug) => `/api/schools/slug/${encodeURIComponent(slug)}`),
    '/api/schools/slug/no-such-school',
    ...searchShapes(data).map((s) => s.path),
    '/api/schools?featured=true&limit=3',
    '/api/stats',
    '/api/neighborhoods',
  ];
}
