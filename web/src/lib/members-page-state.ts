/** Navigation state that makes /members open a dialog on arrival (the dashboard's quick actions send it). */
export interface MembersPageState {
  open?: 'add' | 'import';
}
