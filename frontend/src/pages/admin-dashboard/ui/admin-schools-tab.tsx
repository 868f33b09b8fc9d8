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
