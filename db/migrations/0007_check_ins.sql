CREATE TABLE `check_ins` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`child_id` integer NOT NULL,
	`day` text NOT NULL,
	`outcome` text NOT NULL,
	`note` text,
	`plan_name` text,
	`story_id` integer,
	`time_zone` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch() * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch() * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`child_id`) REFERENCES `children`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `check_ins_child_day_idx` ON `check_ins` (`child_id`,`day`);--> statement-breakpoint
CREATE INDEX `check_ins_user_updated_idx` ON `check_ins` (`user_id`,`updated_at`);