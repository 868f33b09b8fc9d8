import { type DemoArticle } from './demo-article';

/**
 * Demonstration articles: twelve published guides across the six categories of docs/product.md "The lists"
 * and two drafts that must never appear publicly. Several titles name a neighborhood or
 * "Las Vegas" because the neighborhood pages relate articles by title.
 */
export const DEMO_ARTICLES: DemoArticle[] = [
  {
    title: 'The Complete Las Vegas Private School Admissions Timeline',
    slug: 'the-complete-las-vegas-private-school-admissions-timeline',
    excerpt:
      'From first tours to signed enrollment contracts, here is when each step of private school admissions happens in the Las Vegas valley and how to stay ahead of it.',
    category: 'ADMISSIONS GUIDE',
    imageUrl: '/images/articles/admissions-checklist.svg',
    author: 'Maria Delgado',
    isPublished: true,
    createdAt: '2026-01-12T16:00:00.000Z',
    content: `Applying to private school in Las Vegas is less stressful when you know what is coming. Most independent and faith-based schools in the valley follow a similar calendar, and the families who feel calm in March are usually the ones who started the year before. This guide walks through the full cycle so you can plan tours, testing and paperwork without last-minute scrambles.

## Why timing matters

Popular grades fill early. Entry years such as pre-kindergarten, kindergarten, sixth grade and ninth grade attract the most applicants, and many schools give priority to siblings and current families. Financial aid budgets are also finite: schools that award need-based aid often distribute it in the order complete files arrive. Starting early does not guarantee a seat, but starting late can quietly remove options.

## The timeline at a glance

| When | What to do | Why it matters |
|---|---|---|
| 12-18 months before | Research schools, attend fall events, list priorities | Gives time to compare without pressure |
| September-November | Tour campuses, attend open houses, request applications | Tours book up quickly in the fall |
| November-January | Submit applications, schedule testing and shadow days | Many priority deadlines fall in January |
| January-February | Complete financial aid forms, gather records and recommendations | Aid is often awarded first-come, first-served |
| March | Receive decisions, revisit finalists | Most schools release decisions in early spring |
| March-April | Sign enrollment contracts and pay deposits | Seats are not held without a deposit |

Rolling-admission schools, including many smaller faith-based and Montessori programs, accept applications all year. Even then, the best availability is in the spring.

## Step 1: Decide what you are looking for

Before you open a single website, sit down with your child's other parent or guardian and agree on the essentials:

- **Grades served.** A pre-K through 12th grade campus means one application; a K-8 school means planning another transition later.
- **Type of program.** College prep, faith-based, Montessori, classical, language immersion, special needs and arts-focused schools all feel very different.
- **Location and commute.** A school across the valley can add an hour of driving a day. Look at where you live and work, and at the [neighborhood guides](/neighborhoods).
- **Budget.** Decide on a realistic annual figure, including fees, uniforms and transport.

## Step 2: Build a long list, then a short list

Use the [school directory](/schools) to filter by grade, type and tuition range, then read each profile. Aim for six to eight schools on the long list. After a first round of websites and phone calls, narrow it to three or four you will visit.

## Step 3: Visit in the fall

Tours are where a school becomes real. Go on a school day if you can, when classes are in session. Bring a short list of questions and write down your impressions straight afterwards, before schools blur together. Our [open house guide](/articles/how-to-make-the-most-of-a-private-school-open-house) has a full list of questions to ask.

## Step 4: Applications and assessments

Most applications ask for:

1. An online form and an application fee, typically between $50 and $150.
2. Report cards and standardized test results from the last two years.
3. One or two teacher recommendations, sent directly by the teacher.
4. A student visit or shadow day, and for older students an interview.
5. An admissions assessment. Some schools use their own test; others use the [ISEE](https://www.erblearn.org/families/isee-by-grade/) or [SSAT](https://www.ssat.org/).

Ask teachers for recommendations at least four weeks before the deadline and give them a stamped envelope or the school's online link.

## Step 5: Financial aid and scholarships

If you need help with tuition, apply for aid at the same time as admission. Schools usually ask for tax returns and use a third-party service to assess need. Nevada families may also qualify for the state's tax-credit scholarship program; the [Nevada Department of Education](https://doe.nv.gov/offices/office-of-student-and-school-supports/private-schools) lists how private schools participate.

## Step 6: Decisions and deposits

Decisions typically arrive in March. If you are accepted to more than one school, revisit your top choices, ask to sit in on a class, and talk to current parents. Read the enrollment contract carefully, especially the refund schedule, before paying the deposit.

## A final tip

Keep everything in one place: a shared spreadsheet or folder with deadlines, logins, documents and notes from each visit. When March arrives, you will be choosing between good options instead of chasing paperwork.`,
  },
  {
    title: 'How to Make the Most of a Private School Open House',
    slug: 'how-to-make-the-most-of-a-private-school-open-house',
    excerpt:
      'An open house is your best chance to see a school beyond its brochure. Use these questions and observation tips to come home with answers, not just impressions.',
    category: 'ADMISSIONS GUIDE',
    imageUrl: '/images/articles/open-house.svg',
    author: 'James Whitfield',
    isPublished: true,
    createdAt: '2026-02-03T17:30:00.000Z',
    content: `Open houses are busy, cheerful events, with student tour guides, coffee in the library and the head of school giving a polished talk. They are also the moment you learn the most about a school in the least time. A little preparation turns a pleasant morning into a genuinely useful visit.

## Before you go

- **Read the website and the school's profile** in the [directory](/schools) so you do not spend the visit on questions the brochure already answers.
- **Write down your three non-negotiables.** For one family it is a short commute; for another it is a strong learning-support team or a particular sport.
- **Check the format.** Some open houses are a presentation plus tour; others let you drop into classrooms. If classes will not be in session, ask to book a separate weekday visit.
- **Decide who is coming.** Bringing older children is useful; for preschoolers, a second visit with your child is often better.
- **Learn the vocabulary.** The [National Association of Independent Schools](https://www.nais.org) explains terms such as accreditation, rolling admission and need-based aid that you will hear on the day.

## What to watch for on the tour

A tour guide will show you the best rooms. Look past the new science lab and notice the everyday details:

1. **How students talk to adults.** Are they relaxed and confident, or do they go quiet when a teacher walks by?
2. **What is on the walls.** Student work that varies a lot in style suggests real assignments rather than display pieces.
3. **How classrooms are arranged.** Rows, tables, reading corners and maker spaces all tell you how learning happens.
4. **The bathrooms and hallways.** Cleanliness and calm in shared spaces say a lot about culture.
5. **The pick-up line.** If you can, watch dismissal. It shows how the school manages traffic and safety every day.

## Questions for the admissions team

- How many applications do you receive for the grade we are applying for, and how many places are there?
- What does a typical day look like for a student in that grade?
- How do you support students who are ahead, and students who need extra help?
- What is the average class size, and how many adults are in a classroom?
- How do teachers communicate with parents, and how often?
- What is the total cost beyond tuition: fees, uniforms, trips, technology, lunches?
- Is there tuition assistance, and when is the deadline?

## Questions for current parents

Parents on the panel are chosen for their enthusiasm, but they still answer honestly when asked specific questions:

- What surprised you after your first year?
- How does the school handle a problem, such as a conflict between children?
- Do families socialise outside school, and how welcoming is the community to newcomers?
- How much homework does your child have, and does it feel purposeful?

## Questions for teachers

If you get a few minutes with a teacher, ask how they plan lessons, how they know whether a child has understood, and what professional development the school offers. Teachers who light up when talking about their students are a good sign.

## Special considerations in Las Vegas

- **Heat and outdoor time.** Ask where children play from May to September and what the heat policy is.
- **Transport.** Few private schools run buses. Ask about carpools, shuttle services and before- and after-care.
- **Shift work.** Many valley families work evenings and weekends in hospitality and health care. Ask whether the school offers extended care and flexible conference times.

## After the visit

Within a day, fill in a simple scorecard for each school:

| Area | Score (1-5) | Notes |
|---|---|---|
| Academic program | | |
| Culture and community | | |
| Support for our child's needs | | |
| Commute and schedule | | |
| Total cost | | |

Compare scores across schools, but also note your gut feeling and your child's reaction. If a school stands out, book a shadow day so your child can spend time in a real class.

Open houses are the start of a conversation. The schools that answer your questions clearly and warmly now are likely to be the ones that communicate well once your child is enrolled. When you are ready for the next step, see our [admissions timeline](/articles/the-complete-las-vegas-private-school-admissions-timeline).`,
  },
  {
    title: "Back-to-School in the Desert Heat: A Las Vegas Parent's Checklist",
    slug: 'back-to-school-in-the-desert-heat-a-las-vegas-parents-checklist',
    excerpt:
      'School starts in August here, when afternoon temperatures can top 110°F. This checklist covers hydration, clothing, car safety and schedules for a healthy start.',
    category: 'BACK-TO-SCHOOL',
    imageUrl: '/images/articles/desert-summer.svg',
    author: 'Priya Raman',
    isPublished: true,
    createdAt: '2026-07-20T14:00:00.000Z',
    content: `In most of the country, back-to-school means crisp mornings and new sweaters. In Las Vegas, it means packing for heat. Most valley schools start in early to mid-August, when afternoon highs regularly pass 105°F and asphalt can be hot enough to burn skin. A few simple habits keep children comfortable, focused and safe in the first weeks.

## Hydration comes first

Children feel thirst later than adults, and a mildly dehydrated child is more likely to be tired, irritable and unable to concentrate.

- **Send a large insulated water bottle** (at least 24 ounces) labelled with your child's name. Many schools have filling stations.
- **Add a second bottle for sports days.** Athletes practising outdoors need water before, during and after.
- **Pack water-rich snacks** such as grapes, watermelon, cucumbers and oranges.
- **Start the day hydrated.** A glass of water with breakfast matters more than you think.
- **Teach the signs** of heat illness: headache, dizziness, nausea, and skin that feels cool and clammy or hot and dry. Children should tell an adult straight away.

The [National Weather Service heat safety pages](https://www.weather.gov/safety/heat) explain the difference between heat exhaustion and heat stroke in plain language.

## Clothing and sun protection

- Choose light-coloured, breathable uniforms in cotton or moisture-wicking fabric.
- Add a wide-brimmed hat for recess if the school allows it; many do during the hot months.
- Apply sunscreen with SPF 30 or more before school, and send a small stick for reapplication.
- Check shoes. Rubber soles can get very hot on playground surfaces; sneakers are safer than sandals.

## Car and pickup safety

The inside of a parked car in Las Vegas can climb above 150°F within an hour.

1. **Never leave a child in a car**, even for a minute. Put your bag or phone in the back seat as a reminder.
2. **Use sunshades** and check seat buckles before buckling in young children.
3. **Plan for the pickup line.** Keep cold water in a cooler in the car for children who have been outdoors.
4. **Agree a shade spot.** If your child waits outside, agree on a shaded meeting place.

## Rethinking the schedule

- **Move outdoor activities to the morning or evening.** Bike rides and park trips are far more pleasant before 9 a.m. or after sunset.
- **Expect more fatigue.** The first weeks, combined with heat, leave many children exhausted. Protect bedtime.
- **Ask about indoor recess.** Schools typically move recess indoors above a set temperature. Find out the policy so you can plan for energetic evenings.

## The back-to-school supply list

| Item | Why it matters in the desert |
|---|---|
| Insulated water bottle | Keeps water cold through a long day |
| Cooling towel | A damp towel around the neck helps after PE |
| Sunscreen stick | Easy to reapply without a mess |
| Lip balm with SPF | Dry air cracks lips quickly |
| Light jacket | Classrooms are heavily air-conditioned |
| Reusable ice packs | Keeps lunches safe until noon |

## Lunches that survive the heat

Foods with mayonnaise, dairy or meat need to stay below 40°F. Use an insulated bag with two ice packs, or freeze a water bottle overnight to double as an ice pack. Shelf-stable options such as nut butter sandwiches (where allowed), crackers, hummus and whole fruit are safer on hot field-trip days.

## After-school activities

If your child plays a fall sport, ask coaches about their heat plan: water breaks, shaded rest areas and practice times. Many youth leagues and schools in the valley shift practices to early morning or evening until October. Indoor options such as swimming, martial arts, dance and robotics clubs are popular in the hottest months.

## Take care of yourself, too

Parents in pickup lines and at outdoor games face the same heat. Keep water in the car, wear a hat and take breaks in the shade.

The first weeks of school set the tone for the whole year. With water, shade and a sensible schedule, your child can spend August focused on new friends and new lessons instead of the thermometer. Looking for a school with good indoor facilities? Browse the [directory](/schools) and compare campuses near you.`,
  },
  {
    title: 'Building a School-Morning Routine That Actually Works',
    slug: 'building-a-school-morning-routine-that-actually-works',
    excerpt:
      'Calm mornings are built the night before. A practical routine for families with young children and teenagers, with a printable checklist idea and tips for busy commutes.',
    category: 'BACK-TO-SCHOOL',
    imageUrl: '/images/articles/back-to-school.svg',
    author: 'Daniel Cho',
    isPublished: true,
    createdAt: '2026-08-04T13:15:00.000Z',
    content: `Every family knows the difference between a good morning and a bad one. On a good morning, everyone eats breakfast, shoes are found, and the car leaves on time. On a bad one, a missing permission slip sets off a chain reaction that follows everyone all day. The good news is that most of what makes a morning smooth happens the evening before.

## Start the night before

The single most effective change is to move decisions out of the morning.

- **Pack bags after homework.** Backpacks go by the door, with completed homework, signed forms and sports kit inside.
- **Lay out clothes.** Uniforms make this easy; for free-dress days, let children choose the night before.
- **Prepare lunches.** Make them in the evening and store them in the fridge, or assemble components so children can pack their own.
- **Check the calendar.** Glance at tomorrow's events: early dismissal, library day, a test, a practice.
- **Charge devices** in a shared spot outside bedrooms.

## Protect sleep

Children aged 6 to 12 need 9 to 12 hours of sleep, and teenagers 8 to 10 hours, according to the [American Academy of Sleep Medicine](https://aasm.org). A consistent bedtime matters more than a perfect routine. Work back from your wake-up time and start the wind-down 30 minutes earlier than you think you need.

## A simple morning sequence

Keep the steps the same every day so children can follow them without reminders:

1. Wake up and get dressed.
2. Make the bed and open the blinds.
3. Breakfast together, even if only for ten minutes.
4. Brush teeth, wash faces, sunscreen on.
5. Shoes, bags, water bottles.
6. Out the door at the same time each day.

For younger children, a picture checklist on the fridge turns the sequence into a game. Older children can use a phone reminder or a whiteboard.

## Breakfast that is fast and filling

Protein and fibre keep children full until lunch. Good quick options include:

- Overnight oats prepared the evening before
- Eggs scrambled in a mug in the microwave
- Whole-grain toast with nut butter and banana
- Yogurt with fruit and granola
- Breakfast burritos made in batches and frozen

## Build in a buffer

Add 10 minutes of slack to your departure time. The morning you need them, for a spilled drink or a last-minute bathroom trip, you will not be late. On mornings you do not, arrive early and avoid the worst of the drop-off line.

## Sharing the work

Mornings go better when everyone has a job:

| Age | Jobs they can own |
|---|---|
| 4-5 years | Put shoes by the door, carry their own bag |
| 6-8 years | Pack snack and water bottle, dress independently |
| 9-12 years | Make simple breakfasts, check the family calendar |
| Teenagers | Pack their own lunch, manage their own alarm and schedule |

Praise effort, not perfection. A child who packs their own bag with a few mistakes is learning more than one whose parent does it for them.

## Commuting across the valley

Many private school families drive 20 to 40 minutes each way. Use the time well:

- Keep an audiobook or podcast going for the whole family.
- Practise spelling words or times tables at red lights.
- Have a water bottle and a healthy snack in the car for the ride home.
- Consider a carpool with families on your route. See our guide to [carpools, commutes and aftercare](/articles/carpools-commutes-and-aftercare-in-summerlin-and-henderson).

## When mornings fall apart

Some mornings will go wrong no matter what. When they do, keep your voice calm, focus on getting out of the door, and talk about what to change that evening, not in the car. A quick "tomorrow we will pack the bag right after dinner" works better than a lecture at 7:45 a.m.

## Review after two weeks

After the first two weeks of school, sit down together and ask what is working and what is not. Adjust wake-up times, swap jobs or change the breakfast menu. A routine is a tool, not a rule, and the best ones evolve as children grow.

Ready to plan the rest of the year? Our [family calendar guide](/articles/a-family-calendar-system-for-the-private-school-year) shows how to keep deadlines and events in one place.`,
  },
  {
    title: 'Paying for Private School in Nevada: Scholarships, Payment Plans and Discounts',
    slug: 'paying-for-private-school-in-nevada-scholarships-payment-plans-and-discounts',
    excerpt:
      'Tuition is only part of the cost, and sticker price is rarely what every family pays. Here is how aid, scholarships, payment plans and discounts work for Nevada families.',
    category: 'PARENT TIPS',
    imageUrl: '/images/articles/tuition-planning.svg',
    author: 'Rachel Goldberg',
    isPublished: true,
    createdAt: '2026-03-09T15:45:00.000Z',
    content: `Private school tuition in the Las Vegas valley ranges from a few thousand dollars a year at some parish and church schools to more than $30,000 at the largest independent schools. Those figures can be daunting, but many families pay less than the published price. Understanding the options early can open doors you may have assumed were closed.

## Know the full cost

Before comparing schools, add up everything you are likely to pay in a year:

| Cost | Typical range | Notes |
|---|---|---|
| Tuition | $6,000-$35,000 | Usually rises with grade level |
| Registration or enrollment fee | $200-$1,500 | Often non-refundable |
| Books and technology | $200-$1,200 | Some schools require a specific laptop or tablet |
| Uniforms | $200-$600 | Check for used-uniform sales |
| Before- and after-care | $1,500-$5,000 | Varies by hours and days |
| Trips, sports and activities | $100-$2,500 | Overnight trips in older grades cost more |
| Transport | Varies | Few schools run buses; budget for fuel or shuttles |

Use the [school directory](/schools) to compare tuition ranges, then ask each school for a complete fee schedule.

## Need-based financial aid

Most independent schools and many faith-based schools offer need-based tuition assistance. The process usually works like this:

1. Complete the school's aid application, often through a third-party service that reviews tax returns.
2. Submit documents by the school's aid deadline, which is often the same as the admission deadline or shortly after.
3. Receive an award letter with your admission decision, showing the reduced tuition you would pay.

Aid is typically a grant, not a loan, and families with incomes well above the median sometimes qualify at high-tuition schools, especially with several children enrolled. **Apply even if you are unsure.** The worst outcome is a polite no.

## Nevada scholarship programs

Nevada has a tax-credit scholarship program that helps income-eligible families pay private school tuition. Businesses receive a tax credit for donations to approved scholarship organizations, which then award scholarships to students. Eligibility rules, income limits and participating schools change from year to year, so check the current details with the [Nevada Department of Education](https://doe.nv.gov/offices/office-of-student-and-school-supports/private-schools) and ask each school which scholarship organizations it works with. Apply as early as possible, as funds are limited.

## Merit scholarships

Some schools offer scholarships for academic achievement, leadership, the arts or athletics, especially at entry grades such as sixth and ninth. These may be renewable each year if the student keeps certain grades. Ask whether merit awards exist and whether they can be combined with need-based aid.

## Discounts to ask about

- **Sibling discounts** of 5 to 15 percent for a second or third child.
- **Parish or congregation rates** at Catholic, Lutheran, Christian and Jewish schools for active members.
- **Pay-in-full discounts** of 1 to 3 percent for paying the year's tuition up front.
- **Employee discounts** for children of school staff, and sometimes for local clergy or military families.
- **Referral credits** for recommending a family who enrolls.

## Payment plans

Most schools let families spread tuition over 10 or 12 monthly payments, sometimes through a tuition management company that charges a small enrollment fee. Compare the total cost of each option: a monthly plan with a fee may cost more than paying in two instalments.

## Tax-advantaged savings

Federal rules allow some education savings accounts to be used for K-12 tuition, within annual limits. Nevada families using a 529 plan should check the current federal limits and talk to a tax adviser before withdrawing funds. Our articles are general information, not financial advice.

## Questions to ask every school

- What percentage of families receive financial aid, and what is the average award?
- Is aid guaranteed to continue each year if our finances do not change?
- What is the refund policy if we withdraw mid-year?
- Are there fees that are not listed on the tuition page?
- Do you accept scholarships from Nevada scholarship organizations?

## Build a realistic budget

Once you have numbers from each school, plan for the long term. Tuition typically rises 3 to 5 percent a year, and costs jump at middle and high school. A school that is affordable in kindergarten may look different by ninth grade.

Private school is a major investment, but it is one that many families at many income levels make work. Start with the schools you love, ask plenty of questions, and let the numbers guide the final decision. Read more in our [admissions timeline](/articles/the-complete-las-vegas-private-school-admissions-timeline) so you never miss an aid deadline.`,
  },
  {
    title: 'Helping Your Child Through a Change of School',
    slug: 'helping-your-child-through-a-change-of-school',
    excerpt:
      'Moving schools can be exciting and unsettling at once. Practical ways to talk about the change, prepare for day one and support your child through the first months.',
    category: 'PARENT TIPS',
    imageUrl: '/images/articles/parent-tips.svg',
    author: 'Marcus Ellison',
    isPublished: true,
    createdAt: '2026-05-18T16:20:00.000Z',
    content: `Las Vegas is a city of newcomers. Every year thousands of families move to the valley, and many more switch schools within it, from public to private, between private schools, or when a child reaches middle or high school. A new school brings new friends and opportunities, but even children who are excited about the change can feel anxious. Here is how to help.

## Talk early and honestly

Children cope better with change when they understand it.

- **Explain the reason** in simple, positive terms: a program that fits their interests, a shorter commute, a school that goes through twelfth grade.
- **Invite questions** and answer them truthfully. If you do not know something, find out together.
- **Acknowledge mixed feelings.** It is normal to be sad about leaving friends and excited about a new school at the same time.
- **Avoid criticising the old school.** Children may feel they have to defend it, or feel their past experiences were wrong.

## Involve your child in the choice

Where possible, let your child visit the schools on your short list and share their impressions. Older children especially should feel they had a voice, even if parents make the final decision. Shadow days, where a student spends a day in a class, are one of the best ways to ease nerves.

## Prepare for day one

Familiarity reduces anxiety. In the weeks before school starts:

1. **Visit the campus** again and walk the route from drop-off to the classroom.
2. **Meet the teacher** if the school offers a welcome event.
3. **Try the uniform** and new shoes at home so nothing feels strange.
4. **Practise the commute** at the real time of day.
5. **Read the parent handbook** together, especially the daily schedule and lunch routine.
6. **Arrange a playdate** with a future classmate if the school can connect families.

## The first weeks

Expect ups and downs. Many children are tired and emotional after school for the first few weeks, even when the day went well.

- Keep after-school time quiet and predictable.
- Ask specific questions: "Who did you sit with at lunch?" works better than "How was school?"
- Celebrate small wins, such as remembering a locker combination or joining a game at recess.
- Keep in touch with old friends through weekend meet-ups or video calls.

## Academic gaps

Different schools teach topics in a different order. Your child may have already covered some material and missed some.

| Sign | What to do |
|---|---|
| Bored or finishing work very quickly | Ask the teacher about extension work |
| Confused by a topic classmates know | Ask for a catch-up plan or short-term tutoring |
| Struggling with a new homework load | Build a daily homework routine at home |
| Unfamiliar with a second language or Latin | Ask whether the school offers a bridge program |

Most private schools expect some adjustment and have ways to help. Raise concerns early rather than waiting for the first report card.

## Friendships

Making friends is often the biggest worry. Encourage your child to join one club or team in the first month. Activities give children something to do together, which is easier than starting a conversation from scratch. Parents can help too: go to school events, volunteer once, and introduce yourself to other families.

## When to seek extra help

Some adjustment difficulty is normal for up to two or three months. [HealthyChildren.org](https://www.healthychildren.org), the parenting site of the American Academy of Pediatrics, has practical advice on school anxiety. Talk to the school counsellor or your paediatrician if your child:

- refuses to go to school most days,
- has frequent stomach aches or headaches before school,
- withdraws from activities they used to enjoy,
- seems persistently sad or anxious after the first six weeks.

## Take care of the family

School changes often come with other changes, such as a move, a new job or new routines. Protect family time, keep familiar rituals like Friday pizza night, and remember that your calm is contagious.

## A new beginning

Most children settle in faster than their parents expect. With honest conversations, a little preparation and steady support, a change of school can become a fresh start your child is proud of. Still choosing? Browse schools by neighborhood in our [neighborhood guides](/neighborhoods) or read about [open houses](/articles/how-to-make-the-most-of-a-private-school-open-house).`,
  },
  {
    title: 'A Family Calendar System for the Private School Year',
    slug: 'a-family-calendar-system-for-the-private-school-year',
    excerpt:
      'Deadlines, events, practices and half days add up fast. Set up one family calendar, a weekly review and a paperwork routine that keeps everyone in sync.',
    category: 'ORGANIZATION',
    imageUrl: '/images/articles/organization.svg',
    author: "Karen O'Neill",
    isPublished: true,
    createdAt: '2026-06-15T14:30:00.000Z',
    content: `Private schools often have busier calendars than parents expect: chapel services, feast days, house competitions, parent conferences, uniform exchanges, fundraising galas, re-enrollment deadlines and sports schedules that change weekly. With two or three children, possibly at different schools, keeping track becomes a part-time job. A simple system makes it manageable.

## One calendar to rule them all

The most important rule is that there is **one shared calendar** every adult in the family can see and edit. It can be a digital calendar shared between phones, a paper planner on the kitchen wall, or both. What matters is that nothing lives only in one person's head or inbox.

### Choosing a tool

- **Digital calendars** are best when parents have different schedules. Each child can have their own colour, and events can be shared with grandparents or carpool partners.
- **Wall calendars** work well for younger children who cannot read a phone. A large monthly view by the door helps everyone see what is coming.
- **Both** is a good compromise: digital for adults, paper for children, updated during the weekly review.

## Colour coding

Assign a colour to each child and one for whole-family events.

| Colour | Used for |
|---|---|
| Blue | Child one: classes, practices, events |
| Green | Child two: classes, practices, events |
| Orange | School-wide events: conferences, holidays, half days |
| Red | Deadlines: forms, payments, re-enrollment, applications |
| Purple | Family commitments: appointments, travel, visitors |

## Import school calendars at the start of the year

Most schools publish an annual calendar in July or August. As soon as it arrives:

1. Enter every holiday, half day and teacher work day.
2. Add parent conferences and back-to-school nights.
3. Add re-enrollment and tuition deadlines, usually January to March.
4. Mark testing weeks and exam periods for older students.
5. If the school offers a calendar feed, subscribe to it, but still add the key dates to your family calendar.

## The 15-minute weekly review

Every Sunday evening, sit down for 15 minutes with your partner, and with older children for their part:

- Look at the next two weeks.
- Confirm who is driving where and when.
- Check for forms, payments or items to bring (costumes, donations, project supplies).
- Plan meals for busy evenings.
- Move anything unfinished from last week.

This short meeting prevents most midweek surprises.

## Taming school paperwork

Even digital-first schools send a surprising amount of paper. Set up a simple flow:

- **Inbox tray:** every paper from backpacks goes here the same day.
- **Action folder:** forms to sign or return, checked during the weekly review.
- **Keep folder:** report cards, test results and certificates, one per child per year. You will need these for future applications.
- **Recycling:** everything else, once the date is on the calendar.

For email, create a folder or label for each school and a filter that catches messages from the school's domain. Read school newsletters on the same day each week.

## Managing sports and activities

Sports schedules change often. Ask coaches whether they use a team app, and turn on notifications only for schedule changes. Put practice times on the shared calendar as recurring events and update them when seasons change. Limit each child to one or two activities per season so the calendar, and the family, have room to breathe. For ideas on balancing activities and downtime, see [HealthyChildren.org](https://www.healthychildren.org), the parenting site of the American Academy of Pediatrics.

## Teaching children to manage their own time

By middle school, children should keep their own planner or digital calendar. Start by letting them copy homework deadlines and tests, then add activities. During the weekly review, ask them to walk you through their week. The habit pays off in high school, when workloads and independence increase.

## Plan for the big seasons

Some times of year are predictably busy:

- **August:** back-to-school events, uniform fittings, supply shopping.
- **October-November:** conferences, fall festivals, admissions tours for siblings.
- **December:** concerts, pageants and holiday events, often in the same week.
- **January-March:** re-enrollment, financial aid forms, applications.
- **May:** graduations, end-of-year trips, awards and summer camp registration.

Mark these seasons in advance and say no to optional commitments when you can.

A family calendar is not about being perfectly organised. It is about freeing your attention for the things that matter, like the conversation in the car or the school play you did not forget. For morning routines that fit this system, see [building a school-morning routine](/articles/building-a-school-morning-routine-that-actually-works).`,
  },
  {
    title: 'Carpools, Commutes and Aftercare in Summerlin and Henderson',
    slug: 'carpools-commutes-and-aftercare-in-summerlin-and-henderson',
    excerpt:
      'Few private schools run buses, and the valley is wide. How families in Summerlin, Henderson and beyond organise carpools, shuttles and before- and after-school care.',
    category: 'ORGANIZATION',
    imageUrl: '/images/articles/campus-tour.svg',
    author: 'Daniel Cho',
    isPublished: true,
    createdAt: '2026-09-08T15:10:00.000Z',
    content: `Choosing a private school in Las Vegas often means choosing a commute. Several of the best-known schools cluster in Summerlin and the southwest, while many families live in Henderson, Green Valley, Centennial Hills or North Las Vegas. Unlike public schools, most private schools do not run a full bus service. Here is how families make the logistics work.

## Map your real commute

Before committing to a school, drive the route at the times you will actually travel: 7:15 a.m. for drop-off and 3:00 p.m. for pick-up. The Beltway (CC-215) and I-15 are quick at midday and slow at rush hour, and school zones add time on surface streets.

| Route | Midday | School-day rush |
|---|---|---|
| Henderson (Green Valley) to Summerlin | 25-30 min | 40-55 min |
| Centennial Hills to Summerlin | 15-20 min | 25-35 min |
| Southwest Las Vegas to Summerlin | 15-20 min | 25-30 min |
| Anthem to Green Valley | 10-15 min | 15-25 min |
| North Las Vegas to Downtown | 15-20 min | 25-35 min |

These are typical ranges; your own route may differ. A 45-minute drive twice a day adds up to more than six hours a week.

## Setting up a carpool

Carpools are the most common solution, and schools are usually happy to help families connect.

1. **Ask the school** for a list of families in your ZIP code who have opted in to sharing contact details.
2. **Start small.** Two or three families is easier to coordinate than five.
3. **Agree the basics in writing:** days, times, how long to wait, car seats and booster seats, and what happens when a child is sick.
4. **Share a calendar** so everyone knows whose turn it is. Our [family calendar guide](/articles/a-family-calendar-system-for-the-private-school-year) explains how.
5. **Have a backup plan** for the day a driver cannot make it.

Nevada law requires children under 6 years old and under 57 inches tall to ride in an appropriate child restraint. Check that every carpool car has the right seats.

## Shuttles and school transport

Some larger schools run shuttle buses from central pick-up points or partner with private transport companies. Ask about:

- Pick-up locations and times
- Cost per semester
- Whether shuttles run for after-school activities
- Supervision and safety procedures

## Before-care and after-care

For working parents, extended care often matters as much as the commute.

- **Hours:** many schools open at 7:00 a.m. and run after-care until 6:00 p.m. Ask about late fees.
- **Program:** is it supervised homework time, free play, or structured clubs?
- **Cost:** some schools include it in tuition; others charge by the month or by the day.
- **Holidays:** find out whether care runs on teacher work days and school breaks.

In Summerlin, some families combine after-care with activities nearby, such as swimming at the Pavilion Center Pool or clubs at the Summerlin Library. In Henderson, city recreation centres offer after-school programs and holiday camps; see the [City of Henderson](https://www.cityofhenderson.com) website for current schedules.

## Public transport for older students

Teenagers can sometimes use public transport to reach school or activities. The [RTC of Southern Nevada](https://www.rtcsnv.com) runs bus routes across the valley, including routes along Charleston, Sahara and Flamingo that reach the western suburbs. Plan the route with your teen and try it together first.

## Choosing a school close to home

Sometimes the best solution is a school closer to home. Use the [school directory](/schools) to filter by neighborhood, or browse the [Summerlin](/neighborhoods/Summerlin) and [Henderson](/neighborhoods/Henderson) guides to see what is nearby. A slightly less famous school ten minutes away may give your family more time together and a less stressful day.

## Questions to ask each school

- Do you run buses or shuttles, and from where?
- Can you connect us with carpool families in our area?
- What are the before- and after-care hours and costs?
- What happens if a parent is late for pick-up?
- Are after-school activities supervised until a set time?

## Make the drive count

If a long commute is worth it for the right school, make the time useful. Listen to audiobooks, talk about the day, or let children unwind with music. Many parents say the car is where their children open up the most.

With a clear plan for carpools, care and commutes, a school across the valley can be entirely workable. Start early, talk to other families, and build in flexibility for the days when plans change.`,
  },
  {
    title: 'Henderson Families Have More Private School Choices Than Ever',
    slug: 'henderson-families-have-more-private-school-choices-than-ever',
    excerpt:
      'From faith-based academies to international, Montessori and specialised programs, Henderson now offers a broad mix of private schools. A look at the options and what to consider.',
    category: 'LOCAL NEWS',
    imageUrl: '/images/articles/local-news.svg',
    author: 'Priya Raman',
    isPublished: true,
    createdAt: '2026-04-14T17:00:00.000Z',
    content: `For many years, Henderson parents who wanted a private education often drove across the valley to the large independent schools in Summerlin. Today the picture is different. Henderson, Green Valley and Anthem are home to a broad mix of private schools, from long-established Christian academies to international, Montessori and specialised programs, and families increasingly find what they need close to home.

## A growing city

Henderson is Nevada's second-largest city and one of its fastest-growing. New communities such as Cadence and Inspirada have brought thousands of young families, while established areas like Green Valley continue to attract buyers looking for mature trees and good parks. That growth has created demand for every kind of school, and private schools have responded with new grades, new programs and expanded campuses.

## The range of choices

Families exploring Henderson today will find:

- **Faith-based schools.** Christian, Catholic, Lutheran and Jewish schools serve families who want faith woven into the school day. Several offer preschool through eighth grade, and at least one continues through high school.
- **International and inquiry-based programs.** Schools inspired by the International Baccalaureate emphasise projects, languages and global perspectives.
- **Montessori programs.** Mixed-age classrooms and hands-on materials appeal to families of young children.
- **Specialised support.** Schools that focus on learning differences offer small groups, therapy services and individual plans.
- **Academic and STEM-focused schools.** Programs with accelerated mathematics, robotics and engineering are popular with families who want a strong technical foundation.

Browse the [Henderson](/neighborhoods/Henderson), [Green Valley](/neighborhoods/Green%20Valley) and [Anthem](/neighborhoods/Anthem) guides to see schools in each area, or filter the [directory](/schools) by school type.

## What parents say matters most

Conversations with Henderson families return to a few themes:

1. **Commute time.** A school within 15 minutes changes daily life, especially for families with more than one child.
2. **Continuity.** Many parents prefer a school that covers many grades so children do not have to move at sixth or ninth grade.
3. **Community.** Smaller schools often feel like an extended family, with parents who know each other well.
4. **Value.** Henderson's private schools span a wide tuition range, and several offer sibling and parish discounts.

## Comparing programs

| Program type | Typical grades | What to look for |
|---|---|---|
| Faith-based | Pre-K to 8th, some to 12th | Role of faith in daily life, class sizes, extended care |
| International / inquiry | Pre-K to 12th | Language offerings, project work, university guidance |
| Montessori | Toddler to 6th | Trained guides, authentic materials, outdoor time |
| Learning support | K to 12th | Staff qualifications, therapy services, transition plans |
| STEM focus | K to 8th | Lab facilities, competitions, maths acceleration |

## The high school question

Henderson families with teenagers still face a more limited choice than those with younger children. Some students continue at Henderson schools that run through twelfth grade, while others commute to high schools in the southwest or Summerlin. If you are planning ahead, ask schools where their eighth-graders go next and how they support high school applications.

## Community resources

Henderson's public amenities make it easier to fill gaps in any school program. The [Henderson Libraries](https://hendersonlibraries.com) run reading programs, tutoring and teen events, and city recreation centres offer after-school activities, swimming and sports leagues. Nearby, the Clark County Wetlands Park and the River Mountains Loop Trail are popular for school field trips and family weekends.

## How to start your search

- List your priorities: grades, program type, budget and commute.
- Use the directory to build a shortlist of three to five schools.
- Visit during a school day and ask to see classes in action.
- Talk to current parents, especially those who live near you.
- Check application and financial aid deadlines early in the school year.

## Looking ahead

As Henderson continues to grow, families can expect more options, new campuses and expanded grades. For now, the message for parents is clear: it is worth looking close to home before assuming the best fit is across the valley. Start with our [admissions timeline](/articles/the-complete-las-vegas-private-school-admissions-timeline) and begin your search today.`,
  },
  {
    title: 'STEM and Robotics Programs Grow Across Las Vegas Private Schools',
    slug: 'stem-and-robotics-programs-grow-across-las-vegas-private-schools',
    excerpt:
      'Maker spaces, coding classes and robotics teams are now common in valley private schools. What strong STEM programs look like and how to judge them on a tour.',
    category: 'LOCAL NEWS',
    imageUrl: '/images/articles/stem-learning.svg',
    author: 'James Whitfield',
    isPublished: true,
    createdAt: '2026-10-06T16:40:00.000Z',
    content: `Walk into almost any private school in the Las Vegas valley today and you are likely to see a maker space, a shelf of robotics kits or a class learning to code. Science, technology, engineering and mathematics have moved from a single weekly lab period to a central part of many programs. For parents, the challenge is telling a genuinely strong STEM program from a room with new equipment.

## Why STEM is growing here

Southern Nevada's economy is broadening beyond hospitality into health care, logistics, clean energy and technology. Employers, universities and parents all want students who can reason with data, design solutions and work in teams. Private schools, with the freedom to shape their own curriculum, have been quick to respond.

## What you will find

Across the valley, STEM offerings typically include:

- **Coding** from block-based programming in the early grades to Python and web development in middle and high school.
- **Robotics** teams that compete in regional tournaments, such as those organised through [FIRST](https://www.firstinspires.org/) and similar programs.
- **Engineering design** projects where students build, test and improve prototypes.
- **Maker spaces** with 3D printers, laser cutters, electronics benches and hand tools.
- **Advanced mathematics**, including acceleration for students ready to move ahead.
- **Environmental science** focused on the Mojave Desert: water conservation, solar energy and local ecology.

## Signs of a strong program

A well-equipped lab is a good start, but these questions reveal more about the quality of learning:

1. **How often do students use the space?** Weekly access for every class is better than occasional visits.
2. **Who teaches STEM?** Look for teachers with subject training and ongoing professional development.
3. **Are projects open-ended?** Strong programs let students define problems, not just follow instructions.
4. **How is mathematics taught?** STEM depends on solid number sense and problem solving.
5. **Do girls and boys participate equally?** Ask about enrollment in electives and teams.
6. **Is there a path through the grades?** Skills should build year on year, not restart each fall.

## Comparing STEM offerings

| Feature | Elementary | Middle school | High school |
|---|---|---|---|
| Coding | Block-based, logic games | Text-based languages, apps | AP Computer Science, projects |
| Robotics | Simple kits, challenges | Competition teams | Advanced teams, engineering |
| Science labs | Hands-on investigation | Lab reports, experiments | Honors and AP sciences |
| Mathematics | Number sense, problem solving | Pre-algebra and algebra | Calculus, statistics |

## Beyond the classroom

The valley offers many ways to extend STEM learning:

- Hands-on exhibits at the [Discovery Children's Museum](https://www.discoverykidslv.org) for younger children.
- Desert ecology and sustainability programs at the [Springs Preserve](https://www.springspreserve.org).
- Library maker programs through the [Las Vegas-Clark County Library District](https://lvccld.org).
- Summer camps at local universities and private schools.

## Balance matters

STEM is important, but the strongest schools balance it with reading, writing, history, languages and the arts. Engineers need to communicate; scientists need to think about ethics and history. Ask how STEM connects to the rest of the curriculum. Some schools use interdisciplinary projects that combine design, writing and presentation.

## Finding a STEM-focused school

Use the [directory](/schools?schoolTypes=STEM%20Focus) to filter for schools with a STEM focus, or look at features such as robotics and STEM labs on each school's profile. Schools with other main focuses, from college prep to inquiry-based programs, also offer strong STEM options, so read the details.

## A note for parents

You do not need to be an engineer to support a young scientist at home. Cook together and talk about measurements, build with blocks or cardboard, take apart an old appliance safely, and ask "what do you think will happen?" before an experiment. Curiosity at home makes every school program stronger.

## The bottom line

A good STEM program teaches children to ask questions, test ideas and learn from failure. Those habits help in every subject and every career. When you tour a school, look past the equipment and ask to see student projects. The questions they tackled will tell you more than the price of the 3D printer.`,
  },
  {
    title: "What School Rankings Can and Can't Tell You",
    slug: 'what-school-rankings-can-and-cant-tell-you',
    excerpt:
      'Online rankings are everywhere, but they measure only some of what matters. How rankings are built, where they mislead, and a better way to compare schools.',
    category: 'RANKINGS',
    imageUrl: '/images/articles/rankings.svg',
    author: 'Rachel Goldberg',
    isPublished: true,
    createdAt: '2026-02-24T18:00:00.000Z',
    content: `Search for the best private schools in any city and you will find lists, stars and numbered rankings within seconds. They are a tempting shortcut. But two schools a few places apart on a list can be very different places to learn, and the school at the top may not be the best fit for your child. Understanding how rankings work helps you use them wisely.

## How rankings are built

Most school rankings combine a handful of measurable factors:

- **Test scores**, such as average SAT or ACT results, or standardized tests in lower grades.
- **College outcomes**, including acceptance rates to selective universities.
- **Student-to-teacher ratio** and class size.
- **Survey responses** from parents and students.
- **Resources**, such as spending per student or the number of AP courses offered.

Each ranking weights these differently, which is why the same school can be first on one list and tenth on another.

## What rankings can tell you

Rankings are useful as a starting point:

1. **They surface schools you may not know.** Especially for families new to Las Vegas, a list is a quick way to learn names.
2. **They flag outliers.** Very high or very low scores on a particular measure are worth asking about.
3. **They collect reviews.** Reading many parent comments can reveal patterns, good and bad.

## What rankings cannot tell you

| What rankings measure | What they miss |
|---|---|
| Average test scores | How much students improve, and who is admitted in the first place |
| College acceptances | Whether students found the right college for them |
| Class size | Teaching quality and how much individual attention each child gets |
| Number of AP courses | Whether students can actually fit them in, and how well they are taught |
| Parent ratings | Small samples, outdated reviews and strong feelings at the extremes |

Rankings also struggle to compare different kinds of schools. A Montessori school, a classical academy and a program for students with learning differences have different goals. Ranking them on one scale says little about any of them.

For basic facts about private schools nationwide, such as enrollment, grade spans and affiliation, the National Center for Education Statistics runs the [Private School Universe Survey](https://nces.ed.gov/surveys/pss/). It describes schools but does not rank them.

## The selection effect

Schools that admit students with high test scores will usually report high test scores. That is not the same as adding value. A school that takes a wide range of students and helps each one grow may be doing more impressive work, but it will rank lower on average scores. Ask schools how they measure progress, not just results.

## Questions that matter more

- What does a typical day look like for a student like mine?
- How does the school support children who are struggling, or who are far ahead?
- How do teachers give feedback, and how often do they communicate with parents?
- What happens when a child has a social problem?
- How long do teachers stay at the school?
- Where do graduates go next, and how happy are they there?

## Build your own ranking

Instead of relying on a published list, create a scorecard with the factors your family cares about. Give each a weight, then score each school after your visits.

| Factor | Weight | School A | School B | School C |
|---|---|---|---|---|
| Academic fit | 30% | | | |
| Culture and values | 25% | | | |
| Support services | 15% | | | |
| Commute and schedule | 15% | | | |
| Cost after aid | 15% | | | |

The result is a ranking built for your child, not for a search engine.

## Using our directory

The [school directory](/schools) does not rank schools. Instead, it lets you filter by grade, type, tuition and neighborhood so you can build your own shortlist. Each profile lists grades, programs, features and contact details, and premium profiles add photos and videos from the school. Pair the directory with our [open house guide](/articles/how-to-make-the-most-of-a-private-school-open-house) to ask the questions that rankings cannot answer.

## The best school for your child

There is no single best school in Las Vegas, only schools that fit particular children and families well. Use rankings to start the conversation, then visit, ask questions and trust what you see. The right school is the one where your child will be known, challenged and happy.`,
  },
  {
    title: 'Comparing Private Schools in Summerlin: A Side-by-Side Guide',
    slug: 'comparing-private-schools-in-summerlin-a-side-by-side-guide',
    excerpt:
      'Summerlin has one of the densest clusters of private schools in Nevada. Compare program types, grade spans and what to ask, with a side-by-side table to start your shortlist.',
    category: 'RANKINGS',
    imageUrl: '/images/articles/rankings.svg',
    author: 'Maria Delgado',
    isPublished: true,
    createdAt: '2026-11-02T16:00:00.000Z',
    content: `Summerlin, on the western edge of Las Vegas, is home to some of the best-known private schools in Nevada, along with a number of smaller faith-based, Montessori and specialised programs. With so many options within a few miles, families often ask how the schools compare. This guide does not rank them. Instead, it lays out the main differences so you can decide which deserve a visit.

## Why so many schools in Summerlin?

Summerlin was planned from the start with schools in mind, and several independent schools chose to build campuses as the community grew. Its central location on the west side, quick access to the Beltway and family-oriented villages make it convenient for families from Summerlin itself, the northwest and the southwest. Read more in our [Summerlin neighborhood guide](/neighborhoods/Summerlin).

## Side-by-side overview

The table below summarises a selection of schools in and around Summerlin using information from their directory profiles. Always confirm details such as grades and tuition directly with each school, as programs change.

| School | Grades | Type | Affiliation |
|---|---|---|---|
| The Meadows School | Pre-K - 12th | College Prep | None |
| The Alexander Dawson School at Rainbow Mountain | Pre-K - 8th | Inquiry-Based | None |
| Adelson Educational Campus | Pre-K - 12th | College Prep | Jewish |
| Faith Lutheran Middle School & High School | 6th - 12th | Faith-Based | Lutheran |
| St. Elizabeth Ann Seton School | Pre-K - 8th | Faith-Based | Catholic |
| Challenger School – Summerlin | Pre-K - 8th | College Prep | None |

Open any school's profile in the [directory](/schools?neighborhoods=Summerlin) for tuition ranges, features and contact details.

## Understanding the differences

### Grade span

Schools that run from preschool through twelfth grade give children one community for their whole education and spare families another round of applications. Schools that end at eighth grade often focus intensively on the younger years and help families plan the move to high school. Middle-and-high schools such as a 6-12 campus are a common next step for those students.

### Educational approach

- **College preparatory** schools emphasise rigorous academics, advanced courses and college counselling.
- **Inquiry-based** schools build learning around questions, projects and hands-on investigation.
- **Faith-based** schools integrate religious education, worship and service into the school day.
- **Accelerated** programs move quickly through core skills such as reading and mathematics.

### Size and community

Large campuses offer more electives, teams and facilities. Smaller schools often offer closer relationships and a more intimate community. Neither is better; the right choice depends on your child.

## What to ask on your visits

1. How many students are in each class, and how many sections are there per grade?
2. What does homework look like in the grade we are applying for?
3. How do you support students who need extra help, or who are ready to move faster?
4. Which high schools, or colleges, do your graduates attend?
5. What is the total annual cost, including fees and extended care?
6. How do families get involved, and how are new families welcomed?

## Beyond the classroom

Summerlin's setting adds to school life. [Red Rock Canyon](https://www.redrockcanyonlv.org) is minutes away for outdoor education, Downtown Summerlin hosts community events, and the area's trail system makes walking and cycling practical. Many schools take advantage of these for field trips and service projects.

## Making your shortlist

- Decide on your must-haves: grade span, approach, faith, budget.
- Use the comparison above to pick three or four schools.
- Visit each, ideally on a normal school day.
- Score them on the factors that matter to your family. Our guide to [what rankings can and can't tell you](/articles/what-school-rankings-can-and-cant-tell-you) includes a simple scorecard.

## The bottom line

Summerlin offers an unusually rich choice within a small area. The differences between schools are real, in approach, size, faith and grade span, and those differences matter more than any published ranking. Use this guide to narrow the field, then let your visits and your child's reactions guide the final decision.`,
  },
  {
    title: 'Arts Education Across Las Vegas Private Schools',
    slug: 'arts-education-across-las-vegas-private-schools',
    excerpt:
      'Draft: a survey of visual arts, music, theatre and dance programs in valley private schools, with questions to ask on a tour.',
    category: 'LOCAL NEWS',
    imageUrl: '/images/articles/arts-programs.svg',
    author: "Karen O'Neill",
    isPublished: false,
    createdAt: '2026-11-10T15:00:00.000Z',
    content: `Las Vegas is an entertainment capital, and that creative energy shows up in its schools. Many private schools in the valley offer strong programs in visual arts, music, theatre and dance, and a few are built entirely around the arts.

## What arts programs look like

- **Visual arts:** drawing, painting, ceramics, photography and digital design.
- **Music:** choir, band, orchestra, worship bands and private lessons.
- **Theatre:** school plays and musicals, technical theatre and playwriting.
- **Dance:** ballet, contemporary, hip-hop and cultural dance.

## Questions to ask on a tour

1. How many minutes of arts instruction do students receive each week?
2. Are arts teachers specialists in their discipline?
3. How many productions, concerts and exhibitions happen each year?
4. Can students take private lessons during the school day?
5. Do students perform or exhibit outside school?

## Community partners

The valley's cultural institutions extend what schools can offer. [The Smith Center for the Performing Arts](https://www.thesmithcenter.com) runs education programs for students, and the Arts District downtown hosts First Friday, where young artists can see working studios.

## Finding an arts-focused school

Use the [directory](/schools?schoolTypes=Arts%20Focus) to filter for arts-focused schools, or look for features such as fine arts, theatre and music on school profiles.

## Balancing arts and academics

Families sometimes worry that a strong arts focus comes at the expense of academics. In practice, arts-integrated programs often reinforce core skills: music builds pattern recognition and memory, theatre strengthens reading and public speaking, and visual art trains observation. Ask schools how arts and academics connect.

## Still to add

This draft still needs interviews with arts teachers, a table comparing program hours, and a section on summer arts camps before publication.`,
  },
  {
    title: 'Getting Ready for Kindergarten Readiness Screenings',
    slug: 'getting-ready-for-kindergarten-readiness-screenings',
    excerpt:
      'Draft: what private school kindergarten screenings involve, what they look for, and how to prepare your child without pressure.',
    category: 'ADMISSIONS GUIDE',
    imageUrl: '/images/articles/admissions-checklist.svg',
    author: 'Marcus Ellison',
    isPublished: false,
    createdAt: '2026-11-16T17:00:00.000Z',
    content: `Many private schools invite kindergarten applicants to a short readiness screening. For parents, the word "screening" can sound intimidating. In reality, these sessions are usually play-based and designed to help teachers understand where a child is developmentally.

## What screenings look for

- **Early literacy:** recognising letters, rhyming, listening to a story.
- **Early numeracy:** counting objects, recognising numbers, simple patterns.
- **Fine motor skills:** holding a pencil, cutting with scissors, drawing shapes.
- **Social and emotional skills:** separating from a parent, following directions, taking turns.

## How to prepare

1. Read together every day and talk about the pictures.
2. Play counting and sorting games with everyday objects.
3. Practise drawing, colouring and using child-safe scissors.
4. Arrange playdates so your child is comfortable with new children and adults.
5. Describe the visit positively: "You will play some games with a teacher."

## What not to do

Avoid drilling or flashcards in the weeks before. Schools are not looking for a perfect score, and an anxious child rarely shows their best. A good night's sleep and a normal breakfast help more than last-minute practice.

## After the screening

Schools use screenings alongside applications, teacher notes from preschool and family interviews. If a school suggests waiting a year, ask why and what it would look for next time. For the full admissions calendar, see our [admissions timeline](/articles/the-complete-las-vegas-private-school-admissions-timeline).

## Still to add

This draft needs a section on birthday cut-offs, a short glossary of assessment terms, and quotes from early-years teachers before publication.`,
  },
];
