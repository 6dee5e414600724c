-- One database per service (DESIGN.md §4). The postgres image runs this once, when
-- its data volume is first initialised, as POSTGRES_USER (portal), who owns them.
-- Each service creates its own tables through its migrations at start-up.
CREATE DATABASE portal_gateway;
CREATE DATABASE portal_identity;
CREATE DATABASE portal_membership;
CREATE DATABASE portal_payments;
CREATE DATABASE portal_content;
CREATE DATABASE portal_notifications;
