import { Chip } from '@mui/material';
import { SchoolEditForm } from '@/features/school-edit-form';
import {
  useListSchoolsForAdminQuery,
  useToggleSchoolStatusMutation,
  useUpdateSchoolAsAdminMutation,
  type AdminSchoolResponse,
  type AdminUpdateSchoolRequest,
} from '@/shared/api';
import { paths } from '@/shared/config';
import { AdminRecordList } from './admin-record-list';

/** Schools tab: search (name, city, website), Live/Draft switch, Edit form, View on the public site. */
export function AdminSchoolsTab() {
  const [toggle] = useToggleSchoolStatusMutation();
  const [update] = useUpdateSchoolAsAdminMutation();
  return (
    <AdminRecordList<AdminSchoolResponse, AdminUpdateSchoolRequest>
      noun="schools"
      searchLabel="Search schools by name, city or website"
      useList={useListSchoolsForAdminQuery}
      row={(school) => ({
        testId: `admin-school-${school.id}`,
        title: school.name,
        badge: school.isPremium && <Chip size="small" color="secondary" label="Premium" />,
        lines: [school.location, `${school.schoolType}${school.website ? ` · ${school.website}` : ''}`],
        isOn: school.isActive,
        viewHref: paths.school.href(school.slug),
      })}
      status={{
        onLabel: 'Live',
        set: (school, isActive) => toggle({ id: school.id, toggleSchoolStatusRequest: { isActive } }).unwrap(),
        updatedText: 'School status has been updated.',
        // A premium school is a paying customer: hiding it takes away what they pay for, so it is never one click.
        confirm: (school, isActive) =>
          school.isPremium && !isActive
            ? {
                title: `Hide ${school.name}?`,
                description: `${school.name} is a paying premium listing. Hiding it removes it from the directory and takes its public page down; the subscription keeps running and the school is still billed. You can make it live again at any time.`,
                confirmLabel: 'Hide School',
              }
            : null,
      }}
      edit={{
        title: (school) => <>Edit {school?.name}</>,
        form: (school, save, cancel) => <SchoolEditForm school={school} onSave={save} onCancel={cancel} />,
        save: (school, body) => update({ id: school.id, adminUpdateSchoolRequest: body }).unwrap(),
        savedToast: { title: 'School Updated', description: 'The school information has been saved.' },
      }}
    />
  );
}
