// The lookup lives with the other member queries; this path stays for the renewal requests, which use it directly.
export { findMember } from './members.repository';
