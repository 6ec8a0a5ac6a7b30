// 001 §2 "Overview (business2 home)": sample stats, appointments and recent calls held on the
// client; nothing here comes from the server.

export type OverviewStat = { label: string; value: string; detail: string };

export const sampleStats: OverviewStat[] = [
  { label: 'Calls today', value: '18', detail: '+4 on yesterday' },
  { label: 'Answered by AI', value: '94%', detail: '17 of 18 calls' },
  { label: 'Appointments booked', value: '6', detail: 'This week' },
  { label: 'Avg. call length', value: '3:24', detail: 'Per answered call' },
];

export type SampleAppointment = {
  id: string;
  day: string;
  time: string;
  name: string;
  service: string;
  address: string;
};

export const sampleAppointments: SampleAppointment[] = [
  {
    id: 'a1',
    day: 'Today',
    time: '10:00 AM',
    name: 'Dana Whitfield',
    service: 'AC repair visit',
    address: '52 Harbor View Road',
  },
  {
    id: 'a2',
    day: 'Today',
    time: '3:00 PM',
    name: 'Sam Okafor',
    service: 'Heat pump quote follow-up',
    address: 'Phone call',
  },
  {
    id: 'a3',
    day: 'Tomorrow',
    time: '8:30 AM',
    name: 'Emily Carter',
    service: 'Solar panel site survey',
    address: '9 Orchard Lane',
  },
  {
    id: 'a4',
    day: 'Thursday',
    time: '9:00 AM',
    name: 'Priya Shah',
    service: 'Ductless mini-split install',
    address: '418 Maple Grove Lane',
  },
];

export type CallOutcome = 'Booked' | 'Quote requested' | 'Message taken' | 'Forwarded';

export type SampleCall = {
  id: string;
  name: string;
  phone: string;
  when: string;
  duration: string;
  summary: string;
  outcome: CallOutcome;
};

export const sampleCalls: SampleCall[] = [
  {
    id: 'c1',
    name: 'Dana Whitfield',
    phone: '(415) 555-0142',
    when: '12 min ago',
    duration: '3:12',
    summary: 'AC blowing warm air. Booked a repair visit for today at 10 AM.',
    outcome: 'Booked',
  },
  {
    id: 'c2',
    name: 'Marcus Lee',
    phone: '(512) 555-0187',
    when: '1 h ago',
    duration: '4:05',
    summary: 'Wants an estimate for a full roof inspection after the storm.',
    outcome: 'Quote requested',
  },
  {
    id: 'c3',
    name: 'Unknown caller',
    phone: '(737) 555-0119',
    when: '2 h ago',
    duration: '0:48',
    summary: 'Asked about weekend hours; left a callback number.',
    outcome: 'Message taken',
  },
  {
    id: 'c4',
    name: 'Hannah Brooks',
    phone: '(214) 555-0163',
    when: 'Yesterday',
    duration: '1:36',
    summary: 'Leaking pipe under the sink; transferred to the on-call plumber.',
    outcome: 'Forwarded',
  },
];
