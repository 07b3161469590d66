CREATE TABLE `generation_outcomes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`engine` text NOT NULL,
	`behavior` text NOT NULL,
	`child_age` text NOT NULL,
	`outcome` text NOT NULL,
	`attempts` integer NOT NULL,
	`refusals` text NOT NULL,
	`safety_families` text NOT NULL,
	`first_text_ms` integer,
	`total_ms` integer NOT NULL,
	`story_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch() * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `generation_outcomes_created_idx` ON `generation_outcomes` (`created_at`);