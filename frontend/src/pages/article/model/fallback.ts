/** Shown when an article has no body. */
export const FALLBACK_ARTICLE_PARAGRAPH =
  'Choosing a private school is an important decision for your family. Las Vegas offers a wide range of options, from faith-based academies and Montessori classrooms to college-preparatory and STEM-focused campuses. Visit schools in person, ask about class sizes, tuition and admission timelines, and use our directory to compare the schools that fit your child best.';
