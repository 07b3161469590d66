ALTER TABLE `generations` ADD `lease_until` integer;--> statement-breakpoint
CREATE INDEX `generations_status_lease_idx` ON `generations` (`status`,`lease_until`);