import { Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { APP_NAME, paths } from '@/shared/config';
import { formatLongDate } from '@/shared/lib/format';
import { staticPageMeta, usePageMeta } from '@/shared/lib/page-meta';
import { DocumentLayout, PageHero, type DocumentSection } from '@/shared/ui';

function sections(product: string): DocumentSection[] {
  return [
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      body: (
        <>
          <p>
            Families can use {product} without an account. We collect only what you choose to give us and what any
            website needs to run:
          </p>
          <ul>
            <li>
              Contact details you send through our contact form: your name, e-mail address, optional phone number and
              your message.
            </li>
            <li>
              Requests for information or a tour that you send to a school from its page: your name, e-mail address,
              optional phone number, your child&apos;s grade and intended start, your message, preferred tour times and
              whether you asked for the school&apos;s newsletter.
            </li>
            <li>
              RSVPs to a school&apos;s open house: your name, e-mail address, the size of your party, your child&apos;s
              grade, whether you are on the waitlist and whether you checked in on the day.
            </li>
            <li>
              School alerts (&lsquo;Email me new matches&rsquo;): your e-mail address, the directory filters you saved
              (which may include a place or map position you searched near), how often you want e-mail (daily or
              weekly), whether and when you confirmed or last kept the alert, and which days or weeks we already sent
              you a digest.
            </li>
            <li>
              Family reviews of a school: your ratings, title and text, your relationship to the school and the school
              years it covers, the display name you chose (your full name is not stored), your e-mail address, and
              whether and when you confirmed it.
            </li>
            <li>
              Corrections you suggest to a school&apos;s page (&lsquo;Suggest a correction&rsquo;): the fact, the value
              you suggest, your note and, only if you give it, your e-mail address.
            </li>
            <li>
              Details school representatives provide when claiming a listing: name, position, work e-mail and phone, and
              school information.
            </li>
            <li>
              Account details for school administrators: e-mail address, name, a securely hashed password (never the
              password itself) and when the account last signed in, which our administrators see to keep accounts
              secure. For each school: when an owner last confirmed that its listing is still correct, and which owner,
              and when we sent the six-month reminder asking them to.
            </li>
            <li>
              Technical data sent by your browser, such as IP address, browser type and the pages requested, kept in
              short-lived server logs.
            </li>
          </ul>
          <p>
            Payments for premium listings are handled by our card payment provider. We never see or store full card
            numbers.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use-information',
      title: 'How We Use Information',
      body: (
        <ul>
          <li>To answer your messages and help you find the right school.</li>
          <li>To verify that a person claiming a school is authorized to represent it.</li>
          <li>To run school accounts and premium subscriptions, including receipts and service e-mails.</li>
          <li>To keep the site secure, prevent abuse such as spam, and fix problems.</li>
        </ul>
      ),
    },
    {
      id: 'information-sharing',
      title: 'Information Sharing',
      body: (
        <>
          <p>We do not sell or rent personal information. We share it only:</p>
          <ul>
            <li>
              With service providers that help us operate (hosting, e-mail delivery, payment processing), under
              contracts that limit their use of it.
            </li>
            <li>When the law requires it, or to protect the rights and safety of our users and the public.</li>
          </ul>
          <p>
            When you contact a school directly using the details in its profile, your message goes to that school and is
            governed by its own policies.
          </p>
        </>
      ),
    },
    {
      id: 'requests-to-schools',
      title: 'Requests to Schools',
      body: (
        <>
          <p>
            When you use &apos;Request Information&apos; or &apos;Schedule a Tour&apos; on a school&apos;s page, we keep
            what you sent (the details listed above), the page you sent it from, when you agreed to be contacted, and
            the school&apos;s handling of it: its status, its notes and their history.
          </p>
          <ul>
            <li>
              Only the school you sent it to sees it (the people who manage that school&apos;s listing), and our site
              administrators, who look after the service and remove spam. Other schools never see it, and we do not sell
              or share it with anyone else.
            </li>
            <li>
              The school may contact you about admissions, as you agreed. Its newsletter is sent only if you ticked that
              separate box.
            </li>
            <li>
              A school can answer your request from this site: we e-mail you its reply, in the school&apos;s name, and
              your answer goes straight to the school. We keep the reply with your request (only the school and our
              administrators see it) and erase it with your request. How quickly a school replies is shown on its page
              only as a median time and a share of requests answered, never with anyone&apos;s name.
            </li>
            <li>
              Your personal details are erased 24 months after you sent the request, or sooner when you ask us through
              our{' '}
              <Link component={RouterLink} to={paths.contact.href()}>
                contact page
              </Link>
              . Erasing removes your name, e-mail address, phone number, message, preferred times and notes; what is
              left (the type of request, grade, intended start, status and dates) no longer identifies you and only
              keeps the school&apos;s counts right.
            </li>
          </ul>
          <p>
            <strong>Open house RSVPs.</strong> Only the school holding the open house and our site administrators see
            your RSVP. We use your e-mail address to confirm your seats (with a calendar file), send one reminder the
            day before, tell you if the school cancels or if seats open up for you on the waitlist, and let you cancel
            by the link in those e-mails, without an account. Your RSVP also appears in the school&apos;s requests
            inbox, where the rules above apply. Your name and e-mail address are erased from the RSVP 30 days after the
            open house ends; what is left (party size, grade and attendance) no longer identifies you.
          </p>
          <p>
            <strong>School alerts.</strong> No account is needed and no school sees your alerts. Until you press Confirm
            on the page the confirmation e-mail links to, we send nothing else, and an alert that is not confirmed
            within 7 days is deleted. A confirmed alert is kept for 12 months from the day you confirmed it or last
            pressed &lsquo;Keep this alert&rsquo;; the e-mails of its last month tell you the end date, and if you do
            not keep it, it is deleted then, with everything stored for it. Sooner, whenever you like: every alert
            e-mail has a one-click unsubscribe (your mail app&apos;s Unsubscribe button works too) and a link to a page
            listing all alerts of your address, where you can change how often you hear from us or what the search looks
            for, keep an alert for another 12 months, delete one alert, or delete them all. Unsubscribing or deleting
            takes effect at once. Removing your address there deletes all its alerts, the record of the digests we sent
            and the copies of the alert e-mails we stored.
          </p>
          <p>
            <strong>Reviews.</strong> No account is needed. Your e-mail address is never shown to anyone but our
            administrators, and is used only to confirm your review and to let you edit or delete it by the link in our
            e-mail. A review that is not confirmed within 7 days is deleted, with its e-mails. Deleting your review by
            that link deletes it for good, and your e-mail address, its helpful votes and reports and the copies of our
            e-mails about it with it. A review our moderators remove under the review guidelines is not shown but is
            kept, with the reason, for the record (the school&apos;s page counts removed reviews by reason); you can
            still delete it by the link. &lsquo;Helpful&rsquo; votes are counted once per visitor by a one-way code of
            your network address and browser, never the address itself.
          </p>
          <p>
            <strong>Corrections.</strong> No account is needed. The school&apos;s owners and our administrators see the
            fact, the value you suggested and your note, never your e-mail address. Your e-mail address, if you give
            one, is used only to tell you whether the correction was accepted or declined, and is erased, with the copy
            of that e-mail, 90 days after the decision. The correction itself (without your address) is kept as the
            record of the change.
          </p>
          <p>
            <strong>Listing confirmations.</strong> Every six months we e-mail each owner of a claimed school to ask
            whether its listing is still correct. We keep when each reminder was sent and, when an owner confirms, the
            date and which owner&apos;s account confirmed it; the school page shows only the date. Our administrators
            see the e-mail addresses of owners who did not answer three reminders in a row, to contact them. These
            records go with the school&apos;s listing; a deleted account is removed from them.
          </p>
        </>
      ),
    },
    {
      id: 'visit-statistics',
      title: 'Visit Statistics',
      body: (
        <>
          <p>
            To show schools what their listing brings and to learn what families look for, we count how often a school
            appears in search results, how often its page is viewed, and clicks on its website, phone, e-mail,
            directions, social and video links. We also count directory searches (the words and filters, with anything
            that looks like an e-mail address or phone number removed) and how many schools they found.
          </p>
          <ul>
            <li>
              No cookie is set for this and no account is needed. Your browser is recognised only within one day, by a
              one-way code made from your IP address and browser type mixed with a random secret that changes every day
              and is then deleted, so visits on different days cannot be linked and the code cannot be turned back into
              your address.
            </li>
            <li>
              If your browser sends the Global Privacy Control signal, we keep no such code at all: the visit is counted
              without anything that could tell it apart from others.
            </li>
            <li>
              Of the page that sent you to us we keep only its kind (a search engine, a social network, this site,
              another site, or none), never its address.
            </li>
            <li>
              Individual events are deleted after 90 days. What stays are daily and hourly totals per school, which hold
              no personal data. Visits by known robots, site administrators and a school&apos;s own managers are not
              counted.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'data-security',
      title: 'Data Security',
      body: (
        <p>
          We use encrypted connections, hashed passwords, access controls and regular updates to protect your
          information. No method of transmission or storage is completely secure, but we work to protect your data and
          will notify affected users of a breach as the law requires.
        </p>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your Rights',
      body: (
        <>
          <p>You may ask us to:</p>
          <ul>
            <li>Show you the personal information we hold about you.</li>
            <li>Correct information that is wrong or out of date.</li>
            <li>Delete your information, unless we must keep it for legal or accounting reasons.</li>
            <li>Stop sending you non-essential e-mail.</li>
          </ul>
          <p>Nevada residents may also opt out of any sale of covered information; we do not sell such information.</p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies',
      body: (
        <p>
          We use only the cookies the site needs to work: a session cookie that keeps school administrators signed in
          and a security cookie that protects forms against cross-site request forgery. We do not use advertising or
          cross-site tracking cookies. Maps on our pages are provided by Google Maps, which may set its own cookies when
          a map loads. Your shortlist, your notes on it and the schools you tick to compare are kept only in your
          browser&apos;s local storage, not on our servers: to show them, the page asks us only for those schools&apos;
          current details, a share link carries only the schools&apos; addresses (never your notes), and clearing your
          browser&apos;s site data removes them. &apos;Use my location&apos; asks your browser for your position only
          when you press it; the position, rounded to about 10 metres, goes into that search&apos;s address only to
          measure distances and is not tied to any account or profile.
        </p>
      ),
    },
    {
      id: 'contact-us',
      title: 'Contact Us',
      body: (
        <p>
          Questions about this policy or requests about your data are welcome through our{' '}
          <Link component={RouterLink} to={paths.contact.href()}>
            contact page
          </Link>
          . We answer within 24 hours on business days.
        </p>
      ),
    },
    {
      id: 'policy-updates',
      title: 'Updates to This Policy',
      body: (
        <p>
          We may update this policy as the service changes. The effective date at the top of this page always shows the
          current version. Significant changes will be announced on the site.
        </p>
      ),
    },
  ];
}

export function PrivacyPage() {
  usePageMeta(staticPageMeta('privacy'));
  const effective = formatLongDate(new Date());
  return (
    <>
      <PageHero
        title="Privacy Policy"
        subtitle="Your privacy matters to us. Here is what we collect, why, and the choices you have."
      />
      <DocumentLayout
        intro={
          <Typography color="text.secondary">
            <strong>Effective date: {effective}</strong>
            <br />
            This policy explains how {APP_NAME} handles information when you use our website and services.
          </Typography>
        }
        sections={sections(APP_NAME)}
      />
    </>
  );
}
